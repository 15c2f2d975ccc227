/*
 * Node runs the server's TypeScript itself, by type stripping (decision 078): no compiler in the
 * server process. One thing it does not do is what TypeScript and Vite do for us: resolve an import
 * of `./x.js` to the source `./x.ts`. The i18n dictionaries import their areas that way on purpose
 * (decision 007), so this hook retries a relative `.js` import that is not found as `.ts`.
 * Loaded with `node --import ./server/js-to-ts.mjs` (scripts/start.mjs, package.json, the tests' servers).
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeJs = specifier.startsWith('.') && specifier.endsWith('.js');
      if (!relativeJs || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});
