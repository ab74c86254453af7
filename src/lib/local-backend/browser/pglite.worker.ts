import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { isPackedSqlError, packSqlError } from '../executors/worker-error-codec';

/** The page calls the database's methods by name; each rejection keeps its SQL error fields. */
function keepingSqlErrors(db: PGlite): PGlite {
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => Promise.reject(packSqlError(error)))
          : result;
      };
    },
  });
}

// PGlite's worker logs every rejected call before relaying it; a refused query (an RLS denial, a
// unique violation) is an answer the app handles, so only other errors reach the console.
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.length === 1 && isPackedSqlError(args[0])) return;
  logError(...args);
};

// PGlite runs here, off the page's main thread: opening it on the main thread blocked the page for seconds.
worker({
  async init(options) {
    return keepingSqlErrors(new PGlite({ dataDir: options.dataDir, extensions: { pgcrypto } }));
  },
});
