import bootstrapSql from '../supabase/local/bootstrap.sql?raw';
import { migrationsFromFiles } from './migrations';

/** The bootstrap and every migration, bundled at build time (Vite and Vitest alike). */
export const localBootstrapSql: string = bootstrapSql;

// Each migration's SQL is a chunk of its own, loaded only to be applied: a browser opens a
// database migrated already (the build's snapshot, or its last visit), so it loads none of the
// 300-odd KB on most starts.
export const localMigrations = migrationsFromFiles(
  import.meta.glob<string>('../supabase/migrations/*.sql', { query: '?raw', import: 'default' }),
);
