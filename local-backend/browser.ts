// The browser start, imported lazily by the app (its database is several MB): the backend in a
// worker over IndexedDB, and the mail it would have sent.
export { readLocalMail } from './auth/local-mail';
export { isFirstLocalRun, startBrowserBackend } from './browser/start-browser-backend';
export type { DumpProgress } from './database-dump';
export type { RestoreStage } from './restored-database';
