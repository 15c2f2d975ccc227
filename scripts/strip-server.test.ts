import { describe, expect, it } from 'vitest';
import { toJavaScript } from './strip-server.mjs';

const source = [
  "import type { Db } from '../db/pool.ts';",
  "import { load, type Options } from './load.ts';",
  "export { x } from '../../src/domain/x.ts';",
  "import './side-effect.ts';",
  "import pino from 'pino';",
  'const later = () => import("./lazy.ts");',
  "const sources: string[] = ['./geo-table.ts', './places.ts'];",
  'export function f(db: Db, o?: Options): number {',
  '  return load(db, o as Options) satisfies number;',
  '}',
].join('\n');

describe('the server stripped of its types (decision 108)', () => {
  const out = toJavaScript(source);
  const lines = out.split('\n');

  it('keeps every line and column where it was, so stack traces point into the sources', () => {
    expect(lines).toHaveLength(10);
    expect(lines.map((l) => l.length)).toEqual(source.split('\n').map((l) => l.length));
    expect(lines[7]!.indexOf('function f(')).toBe(source.split('\n')[7]!.indexOf('function f('));
  });

  it('drops the types', () => {
    expect(out).not.toMatch(/\bDb\b|Options|satisfies|: number/);
  });

  it('points relative imports at the .js files, and nothing else', () => {
    expect(lines[1]).toContain("from './load.js'");
    expect(lines[2]).toContain("from '../../src/domain/x.js'");
    expect(lines[3]).toContain("import './side-effect.js'");
    expect(lines[4]).toContain("from 'pino'");
    expect(lines[5]).toContain('import("./lazy.js")');
    // a file read as data by its path (the GeoIP cache key) keeps its name
    expect(lines[6]).toContain("['./geo-table.ts', './places.ts']");
  });
});
