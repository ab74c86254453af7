import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { byRole, createWorkspace, joinWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Saved thumbnails and a workspace's own templates
// (20261124000700_workspace_thumbnails_and_templates.sql): who may do what by role, what bad
// input is refused, and what an account deletion keeps.

type User = Awaited<ReturnType<typeof signedInClient>>;
type Table = 'thumbnails' | 'workspace_templates';
type Item = { id: string; workspace_id: string; author_id: string | null; name: string };

const ITEMS_MIGRATION = '20261124000700';
const TABLES: Table[] = ['thumbnails', 'workspace_templates'];

/** What a new item holds besides its workspace and author: a small design or a two-part template. */
function contentOf(table: Table, name: string): Record<string, unknown> {
  if (table === 'thumbnails') {
    return {
      name,
      width: 1280,
      height: 720,
      layers: [
        { id: 'bg', type: 'background', color: '#1e293b' },
        { id: 'title', type: 'text', text: 'Watch this', x: 80, y: 120, fontSize: 96 },
      ],
    };
  }
  return {
    name,
    category: 'SaaS',
    description: 'Open on the problem, end on the offer',
    sections: [
      { title: 'Hook', body: 'Still doing this by hand?' },
      { title: 'Call to action', body: 'Start your free trial today.' },
    ],
  };
}

let nameCounter = 0;
/** A fresh name, so that templates never collide on the per-workspace unique name. */
function freshName(prefix: string): string {
  nameCounter += 1;
  return `${prefix} ${nameCounter}`;
}

describe.each(engines())('workspace thumbnails and templates on %s', (engine) => {
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
      'Designs',
    ));
  });
  afterAll(() => backend.close());

  /** A new item by `by` (the member `author` unless named), inserted through the API. */
  async function authored(table: Table, name = freshName('Authored'), by: User = author): Promise<Item> {
    const { data, error } = await by.client
      .from(table)
      .insert({ workspace_id: workspace, author_id: by.userId, ...contentOf(table, name) })
      .select('id, workspace_id, author_id, name')
      .single();
    if (error) throw error;
    return data as Item;
  }

  async function storedName(table: Table, id: string): Promise<string | null> {
    const { rows } = await backend.db.query<{ name: string }>(
      `select name from public.${table} where id = $1`,
      [id],
    );
    return rows[0]?.name ?? null;
  }

  const everyone = () => byRole({ owner, admin, author, otherMember, viewer, outsider });

  describe.each(TABLES)('%s', (table) => {
    test('reading: everyone in the workspace sees the items and their count; nobody else does', async () => {
      const item = await authored(table);
      const seen: Record<string, unknown> = {};
      for (const [name, user] of Object.entries(everyone())) {
        const rows = await user.client.from(table).select('id, name').eq('id', item.id);
        const counted = await user.client
          .from(table)
          .select('*', { head: true, count: 'exact' })
          .eq('workspace_id', workspace);
        seen[name] = { rows: rows.data, counted: (counted.count ?? 0) > 0 };
      }
      const visible = { rows: [{ id: item.id, name: item.name }], counted: true };
      expect(seen).toEqual({
        owner: visible,
        admin: visible,
        'member-author': visible,
        'member-other': visible,
        viewer: visible,
        outsider: { rows: [], counted: false },
      });
      const anonRead = await anon.from(table).select('id').eq('id', item.id);
      const anonCount = await anon
        .from(table)
        .select('*', { head: true, count: 'exact' })
        .eq('workspace_id', workspace);
      expect([anonRead.error?.code, anonCount.count ?? null]).toEqual(['42501', null]);
    });

    test('inserting: members, admins and the owner add items in their own name; viewers and outsiders cannot', async () => {
      const prefix = freshName('Inserted');
      const outcomes: Record<string, string | null> = {};
      for (const [name, user] of Object.entries(everyone())) {
        const { error } = await user.client
          .from(table)
          .insert({
            workspace_id: workspace,
            author_id: user.userId,
            ...contentOf(table, `${prefix} by ${name}`),
          })
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
      const inAnotherName = await author.client.from(table).insert({
        workspace_id: workspace,
        author_id: owner.userId,
        ...contentOf(table, `${prefix} forged`),
      });
      expect(inAnotherName.error?.code).toBe('42501');
      const byAnon = await anon
        .from(table)
        .insert({ workspace_id: workspace, ...contentOf(table, `${prefix} by anon`) });
      expect(byAnon.error?.code).toBe('42501');

      const { rows } = await backend.db.query<{ name: string; mine: boolean }>(
        `select t.name, t.author_id = m.user_id as mine
           from public.${table} t join public.workspace_members m on m.workspace_id = t.workspace_id and m.user_id = t.author_id
          where t.workspace_id = $1 and t.name like $2 order by t.name`,
        [workspace, `${prefix} %`],
      );
      expect(rows).toEqual(
        ['admin', 'member-author', 'member-other', 'owner'].map((name) => ({
          name: `${prefix} by ${name}`,
          mine: true,
        })),
      );
    });

    test('updating and deleting: the author, admins and the owner may; other members, viewers and outsiders may not', async () => {
      const updated: Record<string, boolean> = {};
      const deleted: Record<string, boolean> = {};
      for (const [name, user] of Object.entries(everyone())) {
        const item = await authored(table);
        const renamed = freshName(`Renamed by ${name}`);
        const update = await user.client.from(table).update({ name: renamed }).eq('id', item.id).select('id');
        updated[name] = (update.data?.length ?? 0) === 1;
        expect(await storedName(table, item.id)).toBe(updated[name] ? renamed : item.name);
        const removal = await user.client.from(table).delete().eq('id', item.id).select('id');
        deleted[name] = (removal.data?.length ?? 0) === 1;
        expect(await storedName(table, item.id)).toBe(
          deleted[name] ? null : updated[name] ? renamed : item.name,
        );
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

      const item = await authored(table);
      const anonUpdate = await anon.from(table).update({ name: 'Anon' }).eq('id', item.id);
      const anonDelete = await anon.from(table).delete().eq('id', item.id);
      expect([anonUpdate.error?.code, anonDelete.error?.code]).toEqual(['42501', '42501']);
      expect(await storedName(table, item.id)).toBe(item.name);
    });

    test('the workspace, the author and the timestamps are not the caller’s to set', async () => {
      const item = await authored(table);
      const elsewhere = await createWorkspace(owner, 'Designs');
      for (const change of [
        { workspace_id: elsewhere },
        { author_id: owner.userId },
        { created_at: '2020-01-01T00:00:00Z' },
        { updated_at: '2020-01-01T00:00:00Z' },
      ]) {
        const { error } = await owner.client.from(table).update(change).eq('id', item.id);
        expect(error?.code).toBe('42501');
      }
      const backdated = await author.client.from(table).insert({
        workspace_id: workspace,
        author_id: author.userId,
        created_at: '2020-01-01T00:00:00Z',
        ...contentOf(table, freshName('Backdated')),
      });
      expect(backdated.error?.code).toBe('42501');
      const { rows } = await backend.db.query(
        `select workspace_id, author_id from public.${table} where id = $1`,
        [item.id],
      );
      expect(rows).toEqual([{ workspace_id: workspace, author_id: author.userId }]);
    });

    test('an edit moves updated_at and keeps created_at', async () => {
      const item = await authored(table);
      const before = await backend.db.query<{ created_at: Date; updated_at: Date }>(
        `select created_at, updated_at from public.${table} where id = $1`,
        [item.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { error } = await author.client
        .from(table)
        .update({ name: freshName('Edited') })
        .eq('id', item.id);
      expect(error).toBeNull();
      const after = await backend.db.query<{ created_at: Date; updated_at: Date }>(
        `select created_at, updated_at from public.${table} where id = $1`,
        [item.id],
      );
      expect(after.rows[0].created_at).toEqual(before.rows[0].created_at);
      expect(new Date(after.rows[0].updated_at).getTime()).toBeGreaterThan(
        new Date(before.rows[0].updated_at).getTime(),
      );
    });

    test('a deleted author’s items stay with a workspace they did not own; their own workspace’s go with it', async () => {
      const leaver = await signedInClient(backend);
      await joinWorkspace(owner, leaver, workspace, 'member');
      const left = await authored(table, freshName('Left behind'), leaver);
      const ownWorkspace = await createWorkspace(leaver, 'Designs');
      const { data: own, error } = await leaver.client
        .from(table)
        .insert({ workspace_id: ownWorkspace, author_id: leaver.userId, ...contentOf(table, 'Mine only') })
        .select('id')
        .single();
      expect(error).toBeNull();

      const deleted = await leaver.client.rpc('delete_own_account');
      expect(deleted.error).toBeNull();

      const { data: kept } = await owner.client.from(table).select('name, author_id').eq('id', left.id);
      expect(kept).toEqual([{ name: left.name, author_id: null }]);
      const { rows: gone } = await backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where id = $1 or workspace_id = $2`,
        [(own as { id: string }).id, ownWorkspace],
      );
      expect(gone).toEqual([{ n: 0 }]);
      // The owner still edits and deletes it, as anything in their workspace.
      const renamed = await owner.client
        .from(table)
        .update({ name: freshName('Adopted') })
        .eq('id', left.id)
        .select('author_id');
      expect(renamed.data).toEqual([{ author_id: null }]);
      const removed = await admin.client.from(table).delete().eq('id', left.id).select('id');
      expect(removed.data).toEqual([{ id: left.id }]);
    });
  });

  test('thumbnails: bad designs are refused with a clear error, and nothing is written', async () => {
    const design = contentOf('thumbnails', 'Bounded');
    const layer = { id: 'l', type: 'rect', x: 0, y: 0 };
    const tooBig = `data:image/png;base64,${'A'.repeat(2_000_000)}`;
    const attempts: Record<string, Record<string, unknown>> = {
      'no name': { ...design, name: '   ' },
      'name too long': { ...design, name: 'n'.repeat(121) },
      'zero width': { ...design, width: 0 },
      'too tall': { ...design, height: 4097 },
      'layers not a list': { ...design, layers: { background: '#000' } },
      '201 layers': { ...design, layers: Array.from({ length: 201 }, (_, i) => ({ ...layer, id: `l${i}` })) },
      'over 2,000,000 bytes': { ...design, layers: [{ ...layer, type: 'image', src: tooBig }] },
    };
    const refused: Record<string, unknown> = {};
    for (const [what, row] of Object.entries(attempts)) {
      const { error } = await author.client
        .from('thumbnails')
        .insert({ workspace_id: workspace, author_id: author.userId, ...row });
      refused[what] = { code: error?.code, message: error?.message };
    }
    const violates = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "thumbnails" violates check constraint "${constraint}"`,
    });
    expect(refused).toEqual({
      'no name': violates('thumbnails_name_check'),
      'name too long': violates('thumbnails_name_check'),
      'zero width': violates('thumbnails_width_check'),
      'too tall': violates('thumbnails_height_check'),
      'layers not a list': expect.objectContaining({ code: '23514' }),
      '201 layers': violates('thumbnails_at_most_200_layers'),
      'over 2,000,000 bytes': violates('thumbnails_layers_at_most_2000000_bytes'),
    });

    // 200 layers and a design just under the byte bound are kept; an edit past a bound is refused.
    const fits = await author.client
      .from('thumbnails')
      .insert({
        workspace_id: workspace,
        author_id: author.userId,
        ...design,
        layers: Array.from({ length: 200 }, (_, i) => ({ ...layer, id: `l${i}` })),
      })
      .select('id')
      .single();
    expect(fits.error).toBeNull();
    const id = (fits.data as { id: string }).id;
    const grown = await author.client
      .from('thumbnails')
      .update({ layers: [{ ...layer, type: 'image', src: tooBig }] })
      .eq('id', id);
    expect(grown.error?.code).toBe('23514');
    const { rows } = await backend.db.query<{ name: string; layers: number }>(
      `select name, jsonb_array_length(layers) as layers from public.thumbnails where workspace_id = $1 and (id = $2 or name in ('Bounded', '   ') or name like 'nnn%')`,
      [workspace, id],
    );
    expect(rows).toEqual([{ name: 'Bounded', layers: 200 }]);
  });

  test('thumbnails: a saved design reads back exactly as it was sent', async () => {
    const layers = [
      { id: 'bg', type: 'background', color: '#0f172a' },
      { id: 'img', type: 'image', src: 'data:image/png;base64,iVBORw0KGgo=', x: 10.5, y: -4, rotation: 0 },
      { id: 't', type: 'text', text: 'Ünïcödé “quotes” 🎬', fontSize: 72, shadow: null, bold: true },
    ];
    const { data, error } = await author.client
      .from('thumbnails')
      .insert({
        workspace_id: workspace,
        author_id: author.userId,
        name: 'Exact',
        width: 1280,
        height: 720,
        layers,
      })
      .select('name, width, height, layers')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Exact', width: 1280, height: 720, layers });
  });

  test('templates: bad templates and duplicate names are refused with a clear error, and nothing is written', async () => {
    const template = contentOf('workspace_templates', 'Bounded template');
    const section = { title: 'Hook', body: 'Open strong' };
    const attempts: Record<string, Record<string, unknown>> = {
      'no name': { ...template, name: ' ' },
      'name too long': { ...template, name: 'n'.repeat(121) },
      'no category': { ...template, category: '' },
      'category too long': { ...template, category: 'c'.repeat(41) },
      'description too long': { ...template, description: 'd'.repeat(501) },
      'no sections': { ...template, sections: [] },
      '31 sections': { ...template, sections: Array.from({ length: 31 }, () => section) },
      'sections not a list': { ...template, sections: section },
      'a section without a body': { ...template, sections: [{ title: 'Hook' }] },
      'a section with other fields': { ...template, sections: [{ ...section, extra: 1 }] },
      'a section that is text': { ...template, sections: ['Hook'] },
      'a number for a title': { ...template, sections: [{ title: 1, body: '' }] },
      'an empty title': { ...template, sections: [{ title: '  ', body: '' }] },
      'a title too long': { ...template, sections: [{ title: 't'.repeat(121), body: '' }] },
      'a body too long': { ...template, sections: [{ title: 'Hook', body: 'b'.repeat(20_001) }] },
    };
    const refused: Record<string, unknown> = {};
    for (const [what, row] of Object.entries(attempts)) {
      const { error } = await author.client
        .from('workspace_templates')
        .insert({ workspace_id: workspace, author_id: author.userId, ...row });
      refused[what] = { code: error?.code, message: error?.message };
    }
    const violates = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "workspace_templates" violates check constraint "${constraint}"`,
    });
    const badSections = violates('workspace_templates_sections_are_valid');
    expect(refused).toEqual({
      'no name': violates('workspace_templates_name_check'),
      'name too long': violates('workspace_templates_name_check'),
      'no category': violates('workspace_templates_category_check'),
      'category too long': violates('workspace_templates_category_check'),
      'description too long': violates('workspace_templates_description_check'),
      'no sections': badSections,
      '31 sections': badSections,
      'sections not a list': badSections,
      'a section without a body': badSections,
      'a section with other fields': badSections,
      'a section that is text': badSections,
      'a number for a title': badSections,
      'an empty title': badSections,
      'a title too long': badSections,
      'a body too long': badSections,
    });

    // The bounds themselves are allowed: 30 sections, a 120-character title, a 20,000-character body.
    const atTheBounds = await author.client.from('workspace_templates').insert({
      workspace_id: workspace,
      author_id: author.userId,
      ...template,
      sections: [
        { title: 't'.repeat(120), body: 'b'.repeat(20_000) },
        ...Array.from({ length: 29 }, () => section),
      ],
    });
    expect(atTheBounds.error).toBeNull();

    // One name per workspace, whatever its case and whoever imports it; another workspace may reuse it.
    const duplicate = await owner.client.from('workspace_templates').insert({
      workspace_id: workspace,
      author_id: owner.userId,
      ...template,
      name: 'BOUNDED TEMPLATE',
    });
    expect({ code: duplicate.error?.code, message: duplicate.error?.message }).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "workspace_templates_one_name_per_workspace"',
    });
    const elsewhere = await createWorkspace(owner, 'Designs');
    const sameNameElsewhere = await owner.client
      .from('workspace_templates')
      .insert({ workspace_id: elsewhere, author_id: owner.userId, ...template });
    expect(sameNameElsewhere.error).toBeNull();
    const renamedOnto = await author.client
      .from('workspace_templates')
      .insert({ workspace_id: workspace, author_id: author.userId, ...template, name: 'Another template' })
      .select('id')
      .single();
    const clash = await author.client
      .from('workspace_templates')
      .update({ name: 'bounded template' })
      .eq('id', (renamedOnto.data as { id: string }).id);
    expect(clash.error?.code).toBe('23505');
    // Spaces around a name do not make it another one.
    const spaced = await author.client.from('workspace_templates').insert({
      workspace_id: workspace,
      author_id: author.userId,
      ...template,
      name: '  Bounded Template ',
    });
    expect(spaced.error?.code).toBe('23505');

    const { rows } = await backend.db.query<{ name: string; sections: number }>(
      `select name, jsonb_array_length(sections) as sections from public.workspace_templates
        where workspace_id = $1 and lower(name) in ('bounded template', 'another template') order by name`,
      [workspace],
    );
    expect(rows).toEqual([
      { name: 'Another template', sections: 2 },
      { name: 'Bounded template', sections: 30 },
    ]);
  });
});

describe.each(engines())('the upgrade to workspace thumbnails and templates on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'thumbnails_upgrade'));
  });
  afterAll(() => drop());

  test('keeps every workspace, script and version from 20261124000600', async () => {
    const before = localMigrations.filter((m) => m.version < ITEMS_MIGRATION);
    await applyMigrations(db, localBootstrapSql, before);
    const ownerId = '5a0b1e6d-2c8f-4d7a-9b3c-6f7a8b9c0d1e';
    await db.query(`insert into auth.users (id, email) values ($1, 'kept-designs@example.com')`, [ownerId]);
    await db.exec(`
      insert into public.workspaces (id, name, slug, owner_id)
        values ('6b1c2f7e-3d9a-4e8b-8c4d-7a8b9c0d1e2f', 'Kept', 'kept-designs', '${ownerId}');
      insert into public.scripts (workspace_id, author_id, title, body, tags)
        values ('6b1c2f7e-3d9a-4e8b-8c4d-7a8b9c0d1e2f', '${ownerId}', 'A kept script', 'Body', '{intro}');
      update public.scripts set body = 'Body, edited' where title = 'A kept script';
    `);
    // Later migrations add each user's personal workspace (20261124000800); the rest must be as it was.
    const KEPT = `select (select string_agg(name || ' ' || slug, ',') from public.workspaces where slug not like 'personal-%') as workspaces,
                         (select string_agg(m.user_id || ' ' || m.role, ',') from public.workspace_members m join public.workspaces w on w.id = m.workspace_id where w.slug not like 'personal-%') as members,
                         (select string_agg(title || ' ' || body || ' ' || version, ',') from public.scripts) as scripts,
                         (select string_agg(version || ' ' || body, ',' order by version) from public.script_versions) as versions`;
    const { rows: kept } = await db.query(KEPT);
    expect(kept).toEqual([
      {
        workspaces: 'Kept kept-designs',
        members: `${ownerId} owner`,
        scripts: 'A kept script Body, edited 2',
        versions: '1 Body,2 Body, edited',
      },
    ]);

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied).toEqual(
      localMigrations.filter((m) => m.version >= ITEMS_MIGRATION).map((m) => m.version),
    );
    expect((await db.query(KEPT)).rows).toEqual(kept);
    const { rows } = await db.query<{ thumbnails: number; templates: number }>(
      `select (select count(*)::int from public.thumbnails) as thumbnails,
              (select count(*)::int from public.workspace_templates) as templates`,
    );
    expect(rows).toEqual([{ thumbnails: 0, templates: 0 }]);
  });
});
