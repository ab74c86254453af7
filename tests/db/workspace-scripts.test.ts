import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { byRole, joinWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Workspace scripts and their kept versions (20261124000600_workspace_scripts.sql): who may do
// what by role, how versions are kept and restored, and what bad input is refused.

type User = Awaited<ReturnType<typeof signedInClient>>;
type Script = {
  id: string;
  workspace_id: string;
  author_id: string | null;
  title: string;
  body: string;
  status: string;
  tags: string[];
  version: number;
  updated_at: string;
};

const SCRIPTS_MIGRATION = '20261124000600';

async function save(
  client: SupabaseClient,
  args: {
    id?: string | null;
    workspace: string | null;
    title: string;
    body?: string | null;
    tags?: string[] | null;
    status?: string | null;
  },
) {
  return client.rpc('save_script', {
    p_script_id: args.id ?? null,
    p_workspace_id: args.workspace,
    p_title: args.title,
    p_body: args.body ?? '',
    p_tags: args.tags ?? [],
    p_status: args.status ?? null,
  });
}

function refusal(answer: { error: { code?: string; message?: string } | null }) {
  return { code: answer.error?.code, message: answer.error?.message };
}

describe.each(engines())('workspace scripts on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let owner: User;
  let admin: User;
  let author: User;
  let otherMember: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Scripts',
    ));
  });
  afterAll(() => backend.close());

  /** A new script by the member `author`, saved through save_script. */
  async function authoredScript(title = 'Hook, story, call to action'): Promise<Script> {
    const { data, error } = await save(author.client, {
      workspace,
      title,
      body: 'Line one\nLine two',
      tags: ['intro'],
    });
    if (error) throw error;
    return data as Script;
  }

  async function stored(id: string) {
    const { rows } = await backend.db.query<{ title: string; version: number; versions: number }>(
      `select s.title, s.version, (select count(*)::int from public.script_versions v where v.script_id = s.id) as versions
         from public.scripts s where s.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  const everyone = () => byRole({ owner, admin, author, otherMember, viewer, outsider });

  test('reading: everyone in the workspace sees scripts, versions and counts; nobody else does', async () => {
    const script = await authoredScript();
    const seen: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const rows = await user.client.from('scripts').select('id').eq('id', script.id);
      const versions = await user.client.from('script_versions').select('version').eq('script_id', script.id);
      const counted = await user.client
        .from('scripts')
        .select('*', { head: true, count: 'exact' })
        .eq('workspace_id', workspace);
      const versionCount = await user.client
        .from('script_versions')
        .select('*', { head: true, count: 'exact' })
        .eq('script_id', script.id);
      seen[name] = {
        rows: rows.data?.length,
        versions: versions.data,
        counted: (counted.count ?? 0) > 0,
        versionCount: versionCount.count,
      };
    }
    const visible = { rows: 1, versions: [{ version: 1 }], counted: true, versionCount: 1 };
    expect(seen).toEqual({
      owner: visible,
      admin: visible,
      'member-author': visible,
      'member-other': visible,
      viewer: visible,
      outsider: { rows: 0, versions: [], counted: false, versionCount: 0 },
    });
    const anonRead = await anon.from('scripts').select('id').eq('id', script.id);
    const anonVersions = await anon.from('script_versions').select('id').eq('script_id', script.id);
    expect([anonRead.error?.code, anonVersions.error?.code]).toEqual(['42501', '42501']);
  });

  test('inserting: members, admins and the owner add scripts in their own name; viewers and outsiders cannot', async () => {
    const outcomes: Record<string, string | null> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { error } = await user.client
        .from('scripts')
        .insert({ workspace_id: workspace, author_id: user.userId, title: `By ${name}` })
        .select('id')
        .single();
      outcomes[name] = error?.code ?? null;
    }
    expect(outcomes).toEqual({
      owner: null,
      admin: null,
      'member-author': null,
      'member-other': null,
      viewer: '42501',
      outsider: '42501',
    });
    const inAnotherName = await author.client
      .from('scripts')
      .insert({ workspace_id: workspace, author_id: owner.userId, title: 'Not mine' });
    expect(inAnotherName.error?.code).toBe('42501');
    const byAnon = await anon.from('scripts').insert({ workspace_id: workspace, title: 'Anonymous' });
    expect(byAnon.error?.code).toBe('42501');

    const { rows } = await backend.db.query<{ title: string; version: number; versions: number }>(
      `select s.title, s.version, (select count(*)::int from public.script_versions v where v.script_id = s.id) as versions
         from public.scripts s where s.workspace_id = $1 and s.title like 'By %' order by s.title`,
      [workspace],
    );
    expect(rows).toEqual(
      ['By admin', 'By member-author', 'By member-other', 'By owner'].map((title) => ({
        title,
        version: 1,
        versions: 1,
      })),
    );
  });

  test('updating and deleting: the author, admins and the owner may; other members, viewers and outsiders may not', async () => {
    const updated: Record<string, boolean> = {};
    const deleted: Record<string, boolean> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const script = await authoredScript();
      const update = await user.client
        .from('scripts')
        .update({ title: `Edited by ${name}` })
        .eq('id', script.id)
        .select('id');
      updated[name] = (update.data?.length ?? 0) === 1;
      const removal = await user.client.from('scripts').delete().eq('id', script.id).select('id');
      deleted[name] = (removal.data?.length ?? 0) === 1;
      const after = await stored(script.id);
      if (!deleted[name]) {
        expect(after).toEqual(
          updated[name]
            ? { title: `Edited by ${name}`, version: 2, versions: 2 }
            : { title: 'Hook, story, call to action', version: 1, versions: 1 },
        );
      } else {
        expect(after).toBeNull();
      }
    }
    const allowed = {
      owner: true,
      admin: true,
      'member-author': true,
      'member-other': false,
      viewer: false,
      outsider: false,
    };
    expect(updated).toEqual(allowed);
    expect(deleted).toEqual(allowed);

    const script = await authoredScript();
    const anonUpdate = await anon.from('scripts').update({ title: 'Anon' }).eq('id', script.id);
    const anonDelete = await anon.from('scripts').delete().eq('id', script.id);
    expect([anonUpdate.error?.code, anonDelete.error?.code]).toEqual(['42501', '42501']);
    expect(await stored(script.id)).toEqual({
      title: 'Hook, story, call to action',
      version: 1,
      versions: 1,
    });
  });

  test('the version, the workspace and the author are not the caller’s to set', async () => {
    const script = await authoredScript();
    for (const change of [{ version: 9 }, { workspace_id: workspace }, { author_id: owner.userId }]) {
      const { error } = await owner.client.from('scripts').update(change).eq('id', script.id);
      expect(error?.code).toBe('42501');
    }
    expect(await stored(script.id)).toEqual({
      title: 'Hook, story, call to action',
      version: 1,
      versions: 1,
    });
  });

  test('versions are append-only: nobody writes, changes or deletes them through the API', async () => {
    const script = await authoredScript();
    for (const user of Object.values(everyone())) {
      const added = await user.client.from('script_versions').insert({
        script_id: script.id,
        workspace_id: workspace,
        version: 7,
        title: 'Forged',
        body: '',
        tags: [],
      });
      const changed = await user.client
        .from('script_versions')
        .update({ title: 'Forged' })
        .eq('script_id', script.id);
      const removed = await user.client.from('script_versions').delete().eq('script_id', script.id);
      expect([added.error?.code, changed.error?.code, removed.error?.code]).toEqual([
        '42501',
        '42501',
        '42501',
      ]);
    }
    const { rows } = await backend.db.query<{ version: number; title: string }>(
      'select version, title from public.script_versions where script_id = $1',
      [script.id],
    );
    expect(rows).toEqual([{ version: 1, title: 'Hook, story, call to action' }]);
  });

  test('save_script creates by role: members, admins and the owner; viewers, outsiders and anon are refused', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const answer = await save(user.client, { workspace, title: `Saved by ${name}` });
      outcomes[name] = answer.error
        ? refusal(answer)
        : {
            author: (answer.data as Script).author_id === user.userId,
            status: (answer.data as Script).status,
          };
    }
    const created = { author: true, status: 'draft' };
    const refused = { code: '42501', message: 'You cannot add scripts to this workspace' };
    expect(outcomes).toEqual({
      owner: created,
      admin: created,
      'member-author': created,
      'member-other': created,
      viewer: refused,
      outsider: refused,
    });
    expect((await save(anon, { workspace, title: 'Anonymous' })).error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.scripts where workspace_id = $1 and title in ('Saved by viewer', 'Saved by outsider', 'Anonymous')`,
      [workspace],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  test('save_script and restore_script_version edit by role', async () => {
    const saved: Record<string, unknown> = {};
    const restored: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const script = await authoredScript();
      const answer = await save(user.client, {
        id: script.id,
        workspace,
        title: `Saved by ${name}`,
        body: 'New body',
      });
      saved[name] = answer.error ? refusal(answer) : (answer.data as Script).version;
      const back = await user.client.rpc('restore_script_version', { p_script_id: script.id, p_version: 1 });
      restored[name] = back.error ? refusal(back) : (back.data as Script).version;
    }
    const cannotEdit = { code: '42501', message: 'You cannot edit this script' };
    expect(saved).toEqual({
      owner: 2,
      admin: 2,
      'member-author': 2,
      'member-other': cannotEdit,
      viewer: cannotEdit,
      outsider: { code: 'P0002', message: 'This script does not exist' },
    });
    expect(restored).toEqual({
      owner: 3,
      admin: 3,
      'member-author': 3,
      'member-other': cannotEdit,
      viewer: cannotEdit,
      outsider: { code: 'P0002', message: 'This version does not exist' },
    });

    const script = await authoredScript();
    expect((await save(anon, { id: script.id, workspace, title: 'Anon' })).error?.code).toBe('42501');
    const anonRestore = await anon.rpc('restore_script_version', { p_script_id: script.id, p_version: 1 });
    expect(anonRestore.error?.code).toBe('42501');
    expect(await stored(script.id)).toEqual({
      title: 'Hook, story, call to action',
      version: 1,
      versions: 1,
    });
  });

  test('each save that changes the content keeps a version; an unchanged save keeps nothing and returns the same row', async () => {
    const first = await authoredScript('Three saves');
    const second = await save(author.client, {
      id: first.id,
      workspace,
      title: 'Three saves',
      body: 'Line one\nLine two\nLine three',
      tags: ['intro'],
    });
    expect(second.error).toBeNull();
    const third = await save(author.client, {
      id: first.id,
      workspace,
      title: 'Three saves',
      body: 'Line one\nLine two\nLine three',
      tags: ['intro'],
    });
    expect(third.error).toBeNull();
    expect(third.data).toEqual(second.data);
    expect((third.data as Script).version).toBe(2);

    const statusOnly = await save(author.client, {
      id: first.id,
      workspace,
      title: 'Three saves',
      body: 'Line one\nLine two\nLine three',
      tags: ['intro'],
      status: 'in_review',
    });
    expect(statusOnly.data).toMatchObject({ status: 'in_review', version: 2 });
    const retagged = await save(author.client, {
      id: first.id,
      workspace,
      title: 'Three saves',
      body: 'Line one\nLine two\nLine three',
      tags: ['intro', ' hooks '],
    });
    expect(retagged.data).toMatchObject({ status: 'in_review', version: 3, tags: ['intro', 'hooks'] });

    const { data: versions } = await viewer.client
      .from('script_versions')
      .select('version, title, body, tags, saved_by')
      .eq('script_id', first.id)
      .order('version');
    expect(versions).toEqual([
      {
        version: 1,
        title: 'Three saves',
        body: 'Line one\nLine two',
        tags: ['intro'],
        saved_by: author.userId,
      },
      {
        version: 2,
        title: 'Three saves',
        body: 'Line one\nLine two\nLine three',
        tags: ['intro'],
        saved_by: author.userId,
      },
      {
        version: 3,
        title: 'Three saves',
        body: 'Line one\nLine two\nLine three',
        tags: ['intro', 'hooks'],
        saved_by: author.userId,
      },
    ]);
  });

  test('restoring makes a kept version current as a new version, and keeps the history', async () => {
    const script = await authoredScript('Before');
    await save(author.client, { id: script.id, workspace, title: 'After', body: 'Rewritten', tags: [] });
    const restored = await admin.client.rpc('restore_script_version', {
      p_script_id: script.id,
      p_version: 1,
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({
      title: 'Before',
      body: 'Line one\nLine two',
      tags: ['intro'],
      version: 3,
    });
    const { data: versions } = await author.client
      .from('script_versions')
      .select('version, title, saved_by')
      .eq('script_id', script.id)
      .order('version');
    expect(versions).toEqual([
      { version: 1, title: 'Before', saved_by: author.userId },
      { version: 2, title: 'After', saved_by: author.userId },
      { version: 3, title: 'Before', saved_by: admin.userId },
    ]);
    const missing = await admin.client.rpc('restore_script_version', {
      p_script_id: script.id,
      p_version: 99,
    });
    expect(refusal(missing)).toEqual({ code: 'P0002', message: 'This version does not exist' });
  });

  test('bad input is refused with a clear message, and nothing is written', async () => {
    const script = await authoredScript('Bounded');
    const twoMegabytes = 'a'.repeat(2 * 1024 * 1024);
    const attempts = {
      'no title': await save(author.client, { workspace, title: '   ' }),
      'title too long': await save(author.client, { workspace, title: 't'.repeat(201) }),
      '2 MB body': await save(author.client, { workspace, title: 'Huge', body: twoMegabytes }),
      'bad status': await save(author.client, { workspace, title: 'Odd', status: 'published' }),
      'too many tags': await save(author.client, {
        workspace,
        title: 'Tagged',
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      }),
      'tag too long': await save(author.client, { workspace, title: 'Tagged', tags: ['x'.repeat(41)] }),
      'empty tag': await save(author.client, { workspace, title: 'Tagged', tags: [' '] }),
      'edit too long': await save(author.client, {
        id: script.id,
        workspace,
        title: 'Bounded',
        body: twoMegabytes,
      }),
      'bad version': await author.client.rpc('restore_script_version', {
        p_script_id: script.id,
        p_version: 0,
      }),
    };
    expect(
      Object.fromEntries(Object.entries(attempts).map(([what, answer]) => [what, refusal(answer)])),
    ).toEqual({
      'no title': { code: '22023', message: 'A script needs a title' },
      'title too long': { code: '22023', message: 'A script title can be at most 200 characters' },
      '2 MB body': { code: '22023', message: 'A script can be at most 200,000 characters' },
      'bad status': { code: '22023', message: "A script's status is draft, in_review or approved" },
      'too many tags': { code: '22023', message: 'A script can have at most 20 tags' },
      'tag too long': { code: '22023', message: 'Each tag must be 1 to 40 characters' },
      'empty tag': { code: '22023', message: 'Each tag must be 1 to 40 characters' },
      'edit too long': { code: '22023', message: 'A script can be at most 200,000 characters' },
      'bad version': { code: '22023', message: 'Name a script and one of its versions' },
    });
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.scripts where workspace_id = $1 and title in ('Huge', 'Odd', 'Tagged')`,
      [workspace],
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect(await stored(script.id)).toEqual({ title: 'Bounded', version: 1, versions: 1 });

    // The table's own checks hold for direct writes too.
    const direct = {
      title: await author.client
        .from('scripts')
        .insert({ workspace_id: workspace, author_id: author.userId, title: 'x'.repeat(201) }),
      body: await author.client
        .from('scripts')
        .update({ body: 'b'.repeat(200_001) })
        .eq('id', script.id),
      tags: await author.client
        .from('scripts')
        .update({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })
        .eq('id', script.id),
      status: await author.client.from('scripts').update({ status: 'published' }).eq('id', script.id),
      compliance: await author.client
        .from('scripts')
        .update({ compliance: { score: 140 } })
        .eq('id', script.id),
    };
    expect(
      Object.fromEntries(Object.entries(direct).map(([what, answer]) => [what, answer.error?.code])),
    ).toEqual({
      title: '23514',
      body: '23514',
      tags: '23514',
      status: '22P02',
      compliance: '23514',
    });
    expect(await stored(script.id)).toEqual({ title: 'Bounded', version: 1, versions: 1 });
  });

  test('a compliance result is stored on the script without making a version', async () => {
    const script = await authoredScript();
    const compliance = {
      score: 86,
      status: 'warning',
      issues: [{ line: 2, rule: 'claims', message: 'Avoid guaranteed results' }],
      rule_set_version: '2026-11',
    };
    const { data, error } = await author.client
      .from('scripts')
      .update({ compliance })
      .eq('id', script.id)
      .select('compliance, version')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ compliance, version: 1 });
  });

  test('a deleted author’s scripts and versions stay with the workspace', async () => {
    const leaver = await signedInClient(backend);
    await joinWorkspace(owner, leaver, workspace, 'member');
    const { data } = await save(leaver.client, { workspace, title: 'Left behind', body: 'Still here' });
    const script = data as Script;
    await save(leaver.client, { id: script.id, workspace, title: 'Left behind', body: 'Still here, edited' });

    const deleted = await leaver.client.rpc('delete_own_account');
    expect(deleted.error).toBeNull();

    const { data: kept } = await owner.client
      .from('scripts')
      .select('title, body, author_id, version')
      .eq('id', script.id);
    expect(kept).toEqual([{ title: 'Left behind', body: 'Still here, edited', author_id: null, version: 2 }]);
    const { data: versions } = await owner.client
      .from('script_versions')
      .select('version, saved_by')
      .eq('script_id', script.id)
      .order('version');
    expect(versions).toEqual([
      { version: 1, saved_by: null },
      { version: 2, saved_by: null },
    ]);
    // The owner still edits it, as any script of theirs.
    const edited = await save(owner.client, {
      id: script.id,
      workspace,
      title: 'Adopted',
      body: 'Still here, edited',
    });
    expect(edited.data).toMatchObject({ title: 'Adopted', author_id: null, version: 3 });
  });
});

describe.each(engines())('the upgrade to workspace scripts on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'scripts_upgrade'));
  });
  afterAll(() => drop());

  test('keeps every workspace, member and video from 20261124000500', async () => {
    const before = localMigrations.filter((m) => m.version < SCRIPTS_MIGRATION);
    await applyMigrations(db, localBootstrapSql, before);
    const ownerId = '3e8f9c4b-0a6d-4b5e-9f1a-4d5e6f7a8b9c';
    await db.query(`insert into auth.users (id, email) values ($1, 'kept-scripts@example.com')`, [ownerId]);
    await db.exec(`
      insert into public.workspaces (id, name, slug, owner_id)
        values ('4f9a0d5c-1b7e-4c6f-8a2b-5e6f7a8b9c0d', 'Kept', 'kept-scripts', '${ownerId}');
      insert into public.videos (user_id, prompt, style, duration, aspect_ratio, provider, status, progress, paid_by)
        values ('${ownerId}', 'A kept video', 'minimal', 30, '9:16', 'wavespeed', 'completed', 100, 'own_key');
    `);
    // Later migrations add each user's personal workspace (20261124000800); the rest must be as it was.
    const KEPT = `select (select string_agg(name || ' ' || slug, ',') from public.workspaces where slug not like 'personal-%') as workspaces,
                         (select string_agg(m.user_id || ' ' || m.role, ',') from public.workspace_members m join public.workspaces w on w.id = m.workspace_id where w.slug not like 'personal-%') as members,
                         (select string_agg(prompt || ' ' || status, ',') from public.videos) as videos`;
    const { rows: kept } = await db.query(KEPT);

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied).toEqual(
      localMigrations.filter((m) => m.version >= SCRIPTS_MIGRATION).map((m) => m.version),
    );
    expect((await db.query(KEPT)).rows).toEqual(kept);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.scripts');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
