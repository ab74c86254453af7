// Generated into supabase/functions/_shared (the edge functions are deployed from there) by
// `npm run db:types`; one file serves the app and the functions alike.
export * from '../../supabase/functions/_shared/database.types.ts';
