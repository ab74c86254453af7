import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';

// PGlite runs here, off the page's main thread: opening it on the main thread blocked the page for seconds.
worker({
  async init(options) {
    return new PGlite({ dataDir: options.dataDir, extensions: { pgcrypto } });
  },
});
