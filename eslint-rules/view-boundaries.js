import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `local/view-boundaries` (decision 030, floors of src/views): a folder imports only its own floor's
 * shared folders and those below; view areas never import each other.
 *
 *   system/                       nothing else of views
 *   app/                          system
 *   table/, pickers/              system, app
 *   an area (offers/, palette/ …) system, app, table, pickers, its own folder
 *   shell/                        the floors above and an area's index.ts (its public surface)
 *   App.tsx, Providers.tsx, page-table.tsx (the top)   anything
 *
 * Option `forbidden`: other paths under src/ no view may import (e.g. `api/http.ts`).
 */
const SHARED = { system: [], app: ['system'], table: ['system', 'app'], pickers: ['system', 'app'] };
const BELOW_AREAS = ['system', 'app', 'table', 'pickers'];

function floorOf(path, views) {
  const rel = relative(views, path);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length === 1 ? { name: parts[0], top: true, rest: '' } : { name: parts[0], top: false, rest: parts.slice(1).join('/') };
}

/** null when `from` may import `to`; else why not. */
export function refusal(from, to) {
  if (from.top || (!to.top && from.name === to.name)) return null;
  if (to.top) return `${from.name}/ may not import ${to.name} (the top imports the floors, not the reverse)`;
  const shared = SHARED[from.name];
  if (shared) return shared.includes(to.name) ? null : `${from.name}/ may import only ${shared.join(', ') || 'itself'} of src/views`;
  if (BELOW_AREAS.includes(to.name)) return null;
  if (to.name === 'shell') return `${from.name}/ may not import shell/ (the shell imports areas, not the reverse)`;
  if (from.name === 'shell') return to.rest === 'index.ts' ? null : `shell/ may import only ${to.name}/index.ts, not ${to.name}/${to.rest}`;
  return `the area ${from.name}/ may not import the area ${to.name}/ (move what both need down a floor)`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'floors of src/views (decision 030): areas never import each other' },
    schema: [{ type: 'object', properties: { forbidden: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.filename;
    const src = resolve(context.cwd, 'src');
    const views = resolve(src, 'views');
    const from = floorOf(file, views);
    if (!from) return {};
    const forbidden = (context.options[0]?.forbidden ?? []).map((p) => resolve(src, p));
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (forbidden.includes(target)) {
        context.report({ node, message: `views may not import ${relative(src, target)}` });
        return;
      }
      const to = floorOf(target, views);
      const why = to && refusal(from, to);
      if (why) context.report({ node, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
