import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { packSqlError } from '../executors/worker-error-codec';

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

// PGlite runs here, off the page's main thread: opening it on the main thread blocked the page for seconds.
worker({
  async init(options) {
    return keepingSqlErrors(new PGlite({ dataDir: options.dataDir, extensions: { pgcrypto } }));
  },
});
