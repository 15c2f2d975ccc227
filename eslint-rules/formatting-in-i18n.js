/**
 * `local/formatting-in-i18n` (issue 24, decision 066): numbers and dates reach the screen through
 * src/i18n/format.ts, which takes separators from the brand's currency and one date format per
 * language. `toLocaleString()`, `toLocaleDateString()`, `toLocaleTimeString()` and `Intl.*` anywhere
 * else pick the browser's conventions instead, so a page would mix `1,234` with `1.234` and
 * `11/7/2026` with `Nov 07, 2026`. The config applies the rule outside src/i18n (and src/domain, whose
 * time-zone arithmetic is not display).
 */
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
const WHY = 'format through src/i18n/format.ts (or useFormat in views), not the browser: one format per kind (decision 066)';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'numbers and dates are formatted in src/i18n only' },
    schema: [],
    messages: {
      localeMethod: `{{name}}(): ${WHY}`,
      intl: `Intl.{{name}}: ${WHY}`,
    },
  },
  create(context) {
    const propertyName = (node) =>
      node.computed ? (node.property.type === 'Literal' ? String(node.property.value) : null) : node.property.name;
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (name && LOCALE_METHODS.has(name)) context.report({ node, messageId: 'localeMethod', data: { name } });
      },
      // every use of the global `Intl` (`new Intl.X`, `Intl.X()`, `const { X } = Intl`), unless a local shadows it
      'Program:exit'() {
        const global = context.sourceCode.scopeManager.globalScope;
        // a declared builtin holds its references; an undeclared global leaves them in `through`
        const refs = [...(global.set.get('Intl')?.references ?? []), ...global.through.filter((r) => r.identifier.name === 'Intl')];
        for (const ref of refs) {
          const parent = ref.identifier.parent;
          const name = parent.type === 'MemberExpression' && parent.object === ref.identifier ? propertyName(parent) : null;
          context.report({ node: ref.identifier, messageId: 'intl', data: { name: name ?? '…' } });
        }
      },
    };
  },
};
