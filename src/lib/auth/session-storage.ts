/**
 * Where supabase-js keeps the session: in localStorage when the user chose "Remember me"
 * (it survives closing the browser), in sessionStorage otherwise (it ends with the tab).
 */
const REMEMBER_KEY = 'creator-os:remember-me';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RememberingStorage extends KeyValueStore {
  setRemember(remember: boolean): void;
  /** True when the session is kept beyond this tab ("Remember me", the default). */
  remembers(): boolean;
}

/** Where there is no browser storage (the build's prerender of the sign-in forms): nothing is kept. */
const noStorage: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/** One of the browser's storages, looked up on each use. */
const browserStorage = (name: 'localStorage' | 'sessionStorage') => (): KeyValueStore =>
  typeof window === 'undefined' ? noStorage : window[name];

export function createRememberingStorage(
  persistent = browserStorage('localStorage'),
  temporary = browserStorage('sessionStorage'),
): RememberingStorage {
  const remember = () => persistent().getItem(REMEMBER_KEY) !== 'false';
  const chosen = () => (remember() ? persistent() : temporary());
  const other = () => (remember() ? temporary() : persistent());
  return {
    getItem: (key) => chosen().getItem(key),
    setItem: (key, value) => {
      chosen().setItem(key, value);
      other().removeItem(key);
    },
    removeItem: (key) => {
      persistent().removeItem(key);
      temporary().removeItem(key);
    },
    setRemember(value) {
      persistent().setItem(REMEMBER_KEY, String(value));
    },
    remembers: remember,
  };
}
