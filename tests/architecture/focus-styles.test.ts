import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 045: a focusable element never loses its focus ring. The global ring (focus.css.ts) is
 * written `:root :focus-visible` so it outranks a single-class `outline: none`; what could still beat
 * it is a focus rule that removes the outline, or an inline style. This test reads the sources.
 */
const VIEWS = join(import.meta.dirname, '../../src/views');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const removesOutline = /outline:\s*(['"](none|0)['"]|0\b)/;

describe('focus ring sources', () => {
  const files = sources(VIEWS).map((path) => ({ path: path.slice(VIEWS.length + 1), text: readFileSync(path, 'utf8') }));

  it('reads the views', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('the one global ring outranks a class: `:root :focus-visible` with the focusRing token', () => {
    const focus = files.find((f) => f.path === 'system/focus.css.ts')!.text;
    expect(focus).toMatch(/GLOBAL_FOCUS_SELECTOR = ':root :focus-visible'/);
    expect(focus).toMatch(/outline: `2px solid \$\{vars\.color\.focusRing\}`/);
    expect(files.find((f) => f.path === 'system/global.css.ts')!.text).toContain("import './focus.css.ts'");
  });

  it('no focus rule removes the outline without a replacement', () => {
    const offenders = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
        .filter(({ line }) => /focus/i.test(line) && removesOutline.test(line))
        // a replacement on the same rule (the ring, a shadow), or the mouse-only removal, is fine
        .filter(({ line }) => !/focusRing|boxShadow|:focus:not\(:focus-visible\)/.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no inline style removes the outline (an inline style beats every stylesheet)', () => {
    const offenders = files.filter(({ path, text }) => path.endsWith('.tsx') && /style=\{\{[^}]*outline:\s*['"]?(none|0)/.test(text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });
});
