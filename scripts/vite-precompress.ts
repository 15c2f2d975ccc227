import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the browser fetches as text; source maps are read by developers' tools only, and stay as they are. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves less than its response headers cost. */
const MIN_BYTES = 1024;

/**
 * Browser build only: writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every emitted text
 * asset, once at build time, so the server sends them as they are (`preCompressed` of @fastify/static,
 * server/app.ts) and spends no CPU per request on compression — decision 110.
 */
export function precompress(): Plugin {
  return {
    name: 'brand-console:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // index.html is answered by the server with a nonce (server/http/app-shell.ts), never as a file
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
