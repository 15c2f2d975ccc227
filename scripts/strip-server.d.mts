/** Types of scripts/strip-server.mjs (a plain script: `npm start` runs it with no TypeScript in the way). */
export function toJavaScript(source: string): string;
/** Writes the stripped tree to `outDir` (default dist/server); returns the path of its server/main.js. */
export function stripServer(outDir?: string): string;
