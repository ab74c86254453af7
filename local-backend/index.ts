// The local backend's public entry for the app (src/): what loads with the app shell. It stays
// light: constants, the start status and types. The backend itself loads lazily from ./browser.ts.
// Tests, benches and scripts may import internals; src/ may not (eslint.config.js, README.md here).
export type { LocalMail } from './auth/local-mail';
export type { LocalBackend } from './backend';
export type { BrowserLocalBackend } from './browser/start-browser-backend';
export type { DatabaseDump } from './database-dump';
export {
  getLocalBackendStatus,
  setLocalBackendStatus,
  subscribeLocalBackendStatus,
  type LocalBackendStatus,
} from './browser/local-backend-status';
export { LOCAL_ANON_KEY } from './constants';
