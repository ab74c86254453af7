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

export function createRememberingStorage(
  persistent: KeyValueStore = window.localStorage,
  temporary: KeyValueStore = window.sessionStorage,
): RememberingStorage {
  const remember = () => persistent.getItem(REMEMBER_KEY) !== 'false';
  return {
    getItem: (key) => (remember() ? persistent.getItem(key) : temporary.getItem(key)),
    setItem: (key, value) => {
      (remember() ? persistent : temporary).setItem(key, value);
      (remember() ? temporary : persistent).removeItem(key);
    },
    removeItem: (key) => {
      persistent.removeItem(key);
      temporary.removeItem(key);
    },
    setRemember(value) {
      persistent.setItem(REMEMBER_KEY, String(value));
    },
    remembers: remember,
  };
}
