import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor, SqlQueryable } from '../../local-backend/sql-executor';
import { dropDatabase, engines, openPglite, openPostgres, type Engine } from '../support/engines';

// The catalog after every migration, checked as an attacker holding the anon key or a user's
// token would use it. Each test lists the offending objects, so a failure says what to fix.

type ApiRole = 'anon' | 'authenticated';

/**
 * Reviewed: every function in an exposed schema that anon or authenticated may execute.
 * One line each: signature | roles | why it is safe for them to call.
 * A function not listed here must not be executable by either role (revoke it from public, anon
 * and authenticated, as the migrations do); a new entry needs a reason a reviewer can check.
 */
const CALLABLE_BY_API_ROLES = reviewedFunctions(`
  public.caller_has_workspace_role(uuid, text[]) | authenticated | workspace policies call it as the caller; it answers only about the caller's own membership
  public.workspace_role_of_caller(uuid) | authenticated | workspace policies call it as the caller; it returns only the caller's own role
  public.is_platform_admin() | authenticated | the platform_admins policy and the admin screens ask it about the caller only
  public.platform_admin_role() | authenticated | the app asks the caller's own admin role; it reveals nobody else's
  public.caller_confirmed_email() | authenticated | invitation policies call it as the caller; it returns only the caller's own confirmed email
  public.list_my_workspace_invitations() | authenticated | lists only invitations addressed to the caller's own email
  public.respond_to_workspace_invitation(uuid, boolean) | authenticated | answers only an invitation addressed to the caller's own email
  public.list_workspace_members(uuid) | authenticated | the member directory; zero rows unless the caller belongs to that workspace
  public.spend_credits(numeric, text, text, text, text) | authenticated | spends only the caller's own credits, under the account lock, never below zero
  public.generate_api_key(text, text, jsonb, timestamp with time zone) | authenticated | issues a partner key to the caller; at most 10 active per owner
  public.revoke_api_key(uuid) | authenticated | revokes only the caller's own keys
  public.ensure_partner_webhook_settings() | authenticated | creates or reads only the caller's own webhook settings
  public.rotate_partner_webhook_secret() | authenticated | replaces only the caller's own signing secret
  public.normalize_partner_permissions(jsonb) | authenticated | a pure function of its argument; reads and writes nothing
  public.delete_own_account() | authenticated | the Danger Zone: deletes only the caller's own account
  public.script_tags_are_valid(text[]) | authenticated | the scripts table's tag check calls it as the writer; a pure function of its argument
  public.save_script(uuid, uuid, text, text, text[], text) | authenticated | security invoker: the scripts policies decide what the caller may create or edit
  public.restore_script_version(uuid, integer) | authenticated | security invoker: reads a version and edits its script only as the policies allow the caller
  public.template_sections_are_valid(jsonb) | authenticated | the workspace_templates sections check calls it as the writer; a pure function of its argument
  public.keep_own_voiceover(uuid, uuid, integer, text, text, text, integer, text, text, uuid) | authenticated | records a voice-over only for the caller, through record_voiceover's role, script and bounds checks; an id is bound to the voice-over it first kept
  public.can_hear_workspace_topic(text) | authenticated | the Realtime policy asks it whether the caller may hear a topic; it answers only for the caller's own workspaces
  public.set_campaign_status(uuid[], text) | authenticated | security invoker: pauses or resumes only campaigns the campaigns policies let the caller change, all or none
  public.delete_campaigns(uuid[]) | authenticated | security invoker: deletes only campaigns the campaigns policies let the caller delete, all or none
  public.campaign_summary(uuid) | authenticated | security invoker: sums only the campaigns the caller may read (zeros outside the workspace)
  public.create_project(uuid, text, text, project_status, project_priority, date, uuid[]) | authenticated | security invoker: the projects and project_assignees policies decide what the caller may create and assign
  public.set_project_assignees(uuid, uuid[]) | authenticated | security invoker: checks the caller may change the project; the project_assignees policies and the member check hold too
  public.add_project_comment(uuid, text, uuid) | authenticated | security definer: comments only as the caller, on a project of a workspace where they are owner, admin or member
  public.automation_items_are_valid(text[]) | authenticated | the workflows triggers and actions checks call it as the writer; a pure function of its argument
  public.ab_test_variants_are_valid(jsonb) | authenticated | the ab_tests variants check calls it as the writer; a pure function of its argument
  public.run_due_tasks(uuid) | authenticated | runs only the due tasks of a workspace where the caller is owner, admin or member (42501 otherwise); every workspace only for the scheduler, never a signed-in caller
  public.workspace_has_sample_data(uuid) | authenticated | security invoker: answers only from the rows the caller may read
  public.remove_sample_data(uuid) | authenticated | deletes only rows marked is_sample, only for the workspace's owner or an admin (42501 otherwise)
`);

/**
 * Reviewed: views in an exposed schema that run with their owner's rights (no security_invoker),
 * so row level security does not apply to their readers. None today; each needs a reason.
 */
const OWNER_RIGHTS_VIEWS: Record<string, string> = {};

/** What hosted Supabase grants on what the migration owner creates in public (no bootstrap there). */
const SUPABASE_DEFAULT_PRIVILEGES = `
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges grant execute on functions to public;
`;

/** The migrations run after the local bootstrap (local mode, tests) or on Supabase's own defaults. */
const SETUPS = [
  { name: 'the local bootstrap', bootstrap: localBootstrapSql },
  {
    name: "hosted Supabase's default privileges",
    bootstrap: localBootstrapSql + SUPABASE_DEFAULT_PRIVILEGES,
  },
];

/** The schemas PostgREST serves: [api] schemas in supabase/config.toml. */
const EXPOSED_SCHEMAS = exposedSchemas(
  readFileSync(resolve(import.meta.dirname, '../../supabase/config.toml'), 'utf8'),
);

function exposedSchemas(config: string): string[] {
  const api = /^\[api\]$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(config)?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (!list) throw new Error('supabase/config.toml names no [api] schemas');
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

function reviewedFunctions(table: string): Map<string, { roles: ApiRole[]; why: string }> {
  const entries = table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [signature, roles, why] = line.split('|').map((cell) => cell.trim());
      if (!signature || !roles || !why)
        throw new Error(`An allow-list line needs signature | roles | why: ${line}`);
      return [signature, { roles: roles.split(/\s*,\s*/).sort() as ApiRole[], why }] as const;
    });
  return new Map(entries);
}

/** A database of its own, so that no other test file's fixtures show up in its catalog. */
async function freshDatabase(engine: Engine): Promise<{ db: SqlExecutor; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const name = `security_catalog_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = openPostgres();
  await admin.exec(`create database ${name}`);
  await admin.close();
  const db = openPostgres(name);
  return {
    db,
    drop: async () => {
      await db.close();
      await dropDatabase(name);
    },
  };
}

/** Runs fn in a transaction that is always rolled back, so what it creates never stays. */
async function rolledBack<T>(db: SqlExecutor, fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
  const rollback = new Error('roll back');
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}

/** The SQLSTATE of a statement run as `role` inside tx, or null when it succeeds. */
async function errorCodeAs(tx: SqlQueryable, role: string, sql: string): Promise<string | null> {
  await tx.exec('savepoint attempt');
  try {
    await tx.exec(`set local role ${role}; ${sql}`);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  } finally {
    await tx.exec('rollback to savepoint attempt');
  }
}

const schemas = EXPOSED_SCHEMAS.join(',');

describe.each(engines())('the security catalog on %s', (engine) => {
  describe.each(SETUPS)('after $name', ({ bootstrap }) => {
    let db: SqlExecutor;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await freshDatabase(engine));
      await applyMigrations(db, bootstrap, localMigrations);
    });
    afterAll(() => drop());

    test('every table in an exposed schema has row level security on', async () => {
      const { rows } = await db.query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any (string_to_array($1, ','))
            and c.relkind in ('r', 'p') and not c.relrowsecurity
          order by 1`,
        [schemas],
      );
      expect(rows.map((r) => `${r.name}: row level security is off`)).toEqual([]);
    });

    test('every view runs as its reader, and every table behind one has row level security on', async () => {
      const { rows: views } = await db.query<{ name: string; invoker: boolean }>(
        `select format('%I.%I', n.nspname, c.relname) as name,
                exists (select 1 from unnest(c.reloptions) o
                         where lower(o) in ('security_invoker=true', 'security_invoker=on',
                                            'security_invoker=yes', 'security_invoker=1')) as invoker
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any (string_to_array($1, ',')) and c.relkind = 'v'
          order by 1`,
        [schemas],
      );
      const ownerRights = views
        .filter((v) => !v.invoker && !(v.name in OWNER_RIGHTS_VIEWS))
        .map((v) => `${v.name}: runs with its owner's rights; add with (security_invoker = true)`);

      // Materialized views and foreign tables can have neither RLS nor security_invoker.
      const { rows: unguarded } = await db.query<{ name: string; role: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name, r.role
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join unnest(array['anon', 'authenticated', 'public']) as r(role)
          where n.nspname = any (string_to_array($1, ',')) and c.relkind in ('m', 'f')
            and has_any_column_privilege(r.role, c.oid, 'SELECT')
          order by 1, 2`,
        [schemas],
      );
      const readable = unguarded.map((u) => `${u.name}: readable by ${u.role} without row level security`);

      const { rows: behind } = await db.query<{ view: string; source: string }>(
        `with recursive reads (view_oid, source_oid) as (
           select v.oid, d.refobjid
             from pg_class v
             join pg_namespace n on n.oid = v.relnamespace
             join pg_rewrite w on w.ev_class = v.oid
             join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = w.oid
                             and d.refclassid = 'pg_class'::regclass and d.refobjid <> v.oid
            where n.nspname = any (string_to_array($1, ',')) and v.relkind in ('v', 'm')
           union
           select r.view_oid, d.refobjid
             from reads r
             join pg_rewrite w on w.ev_class = r.source_oid
             join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = w.oid
                             and d.refclassid = 'pg_class'::regclass and d.refobjid <> r.source_oid
         )
         select distinct format('%I.%I', vn.nspname, v.relname) as view,
                         format('%I.%I', sn.nspname, s.relname) as source
           from reads r
           join pg_class v on v.oid = r.view_oid join pg_namespace vn on vn.oid = v.relnamespace
           join pg_class s on s.oid = r.source_oid join pg_namespace sn on sn.oid = s.relnamespace
          where s.relkind in ('r', 'p') and not s.relrowsecurity
          order by 1, 2`,
        [schemas],
      );
      const unprotected = behind.map((b) => `${b.view} reads ${b.source}, which has row level security off`);

      expect([...ownerRights, ...readable, ...unprotected]).toEqual([]);
    });

    test('no API role holds TRUNCATE, TRIGGER or REFERENCES on any table or view', async () => {
      const { rows } = await db.query<{ name: string; role: string; privilege: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name, r.role, p.privilege
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          cross join unnest(array['anon', 'authenticated', 'public']) as r(role)
          cross join unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES']) as p(privilege)
          where n.nspname = any (string_to_array($1, ',')) and c.relkind in ('r', 'p', 'v', 'm', 'f')
            and (has_table_privilege(r.role, c.oid, p.privilege)
                 -- REFERENCES can also be granted on single columns.
                 or case when p.privilege = 'REFERENCES'
                         then has_any_column_privilege(r.role, c.oid, 'REFERENCES') else false end)
          order by 1, 2, 3`,
        [schemas],
      );
      expect(rows.map((r) => `${r.name}: ${r.privilege} for ${r.role}`)).toEqual([]);
    });

    /** Each function in an exposed schema, with the API roles that may execute it (directly or via PUBLIC). */
    async function functionsAndCallers() {
      const { rows } = await db.query<{ signature: string; roles: string }>(
        `select format('%I.%I(%s)', n.nspname, p.proname, oidvectortypes(p.proargtypes)) as signature,
                concat_ws(',',
                  case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
                  case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end
                ) as roles
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = any (string_to_array($1, ','))
          order by 1`,
        [schemas],
      );
      return new Map(rows.map((r) => [r.signature, r.roles]));
    }

    test('anon and authenticated may execute only the functions on the reviewed allow-list', async () => {
      const offenders = [...(await functionsAndCallers())]
        .filter(([, roles]) => roles !== '')
        .flatMap(([signature, roles]) => {
          const reviewed = CALLABLE_BY_API_ROLES.get(signature);
          if (!reviewed) return [`${signature}: executable by ${roles}, and not on the allow-list`];
          if (reviewed.roles.join(',') !== roles) {
            return [`${signature}: executable by ${roles}, the allow-list says ${reviewed.roles.join(',')}`];
          }
          return [];
        });
      expect(offenders).toEqual([]);
    });

    test('every allow-list entry names a function its roles can execute', async () => {
      const callers = await functionsAndCallers();
      const stale = [...CALLABLE_BY_API_ROLES.keys()]
        .filter((signature) => !callers.get(signature))
        .map((signature) =>
          callers.has(signature)
            ? `${signature}: on the allow-list, but neither anon nor authenticated can execute it`
            : `${signature}: on the allow-list, but there is no such function`,
        );
      expect(stale).toEqual([]);
    });

    test('every SECURITY DEFINER function pins an empty search_path', async () => {
      const { rows } = await db.query<{ signature: string; config: string[] | null }>(
        `select format('%I.%I(%s)', n.nspname, p.proname, oidvectortypes(p.proargtypes)) as signature,
                p.proconfig as config
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef
            and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
            and not exists (select 1 from pg_depend d
                             where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
          order by 1`,
      );
      const offenders = rows.flatMap(({ signature, config }) => {
        const setting = (config ?? []).find((c) => c.startsWith('search_path='));
        if (!setting) return [`${signature}: SECURITY DEFINER without set search_path = ''`];
        const value = setting.slice('search_path='.length);
        if (value !== '""' && value !== "''") {
          return [
            `${signature}: SECURITY DEFINER with search_path ${value}; pin it to '' and qualify every name`,
          ];
        }
        return [];
      });
      expect(offenders).toEqual([]);
    });

    test('what the migration owner creates later is closed to anon and authenticated', async () => {
      const probe = await rolledBack(db, async (tx) => {
        // As the migration owner: the role that owns what the migrations created.
        const { rows: owner } = await tx.query<{ is_owner: boolean }>(
          `select current_user = pg_get_userbyid(relowner) as is_owner
             from pg_class where oid = 'public.profiles'::regclass`,
        );
        await tx.exec(`
          create table public.security_probe (id bigint generated by default as identity primary key);
          create view public.security_probe_view as select * from public.security_probe;
          create sequence public.security_probe_sequence;
          create function public.security_probe_function() returns int language sql as 'select 1';
        `);
        const { rows: granted } = await tx.query<{ role: string; privilege: string; object: string }>(
          `select r.role, p.privilege, o.object
             from unnest(array['anon', 'authenticated', 'public']) as r(role)
            cross join unnest(array['public.security_probe', 'public.security_probe_view']) as o(object)
            cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE',
                                    'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
            where has_table_privilege(r.role, o.object, p.privilege)
               or case when p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                       then has_any_column_privilege(r.role, o.object, p.privilege) else false end
           union all
           select r.role, p.privilege, 'public.security_probe_sequence'
             from unnest(array['anon', 'authenticated', 'public']) as r(role)
            cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p(privilege)
            where has_sequence_privilege(r.role, 'public.security_probe_sequence', p.privilege)
           union all
           select r.role, 'EXECUTE', 'public.security_probe_function()'
             from unnest(array['anon', 'authenticated', 'public']) as r(role)
            where has_function_privilege(r.role, 'public.security_probe_function()', 'EXECUTE')
           order by 1, 3, 2`,
        );
        const { rows: server } = await tx.query<{
          on_table: boolean;
          on_sequence: boolean;
          on_function: boolean;
        }>(
          `select has_table_privilege('service_role', 'public.security_probe',
                                     'SELECT, INSERT, UPDATE, DELETE') as on_table,
                  has_sequence_privilege('service_role', 'public.security_probe_sequence',
                                         'USAGE') as on_sequence,
                  has_function_privilege('service_role', 'public.security_probe_function()',
                                         'EXECUTE') as on_function`,
        );
        const attempts: Record<string, string | null> = {};
        for (const role of ['anon', 'authenticated'] as const) {
          attempts[`${role} reads the table`] = await errorCodeAs(
            tx,
            role,
            'select * from public.security_probe',
          );
          attempts[`${role} truncates the table`] = await errorCodeAs(
            tx,
            role,
            'truncate public.security_probe',
          );
          attempts[`${role} reads the view`] = await errorCodeAs(
            tx,
            role,
            'select * from public.security_probe_view',
          );
          attempts[`${role} calls the function`] = await errorCodeAs(
            tx,
            role,
            'select public.security_probe_function()',
          );
        }
        return { isOwner: owner[0].is_owner, granted, server: server[0], attempts };
      });

      expect(probe.isOwner).toBe(true);
      expect(probe.granted.map((g) => `${g.object}: ${g.privilege} for ${g.role}`)).toEqual([]);
      expect(Object.entries(probe.attempts).filter(([, code]) => code !== '42501')).toEqual([]);
      // The server functions keep the access they have today.
      expect(probe.server).toEqual({ on_table: true, on_sequence: true, on_function: true });
    });
  });
});
