import bootstrapSql from '../supabase/local/bootstrap.sql?raw';
import { migrationsFromFiles } from './migrations';

/** The bootstrap and every migration, bundled at build time (Vite and Vitest alike). */
export const localBootstrapSql: string = bootstrapSql;

export const localMigrations = migrationsFromFiles(
  import.meta.glob<string>('../supabase/migrations/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
