import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { createTestBackend } from '../support/test-backend';
import { engines } from '../support/engines';

describe.each(engines())('bootstrap and migrations on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  test('every migration is recorded once', async () => {
    const { rows } = await backend.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toContain('20261123000100');
  });

  test('auth helpers read the request claims', async () => {
    const rows = await backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' }),
      ]);
      return (
        await tx.query<{ uid: string; role: string }>('select auth.uid()::text as uid, auth.role() as role')
      ).rows;
    });
    expect(rows[0]).toEqual({ uid: '00000000-0000-0000-0000-000000000001', role: 'authenticated' });
  });
});
