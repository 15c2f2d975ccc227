/**
 * `local/format-through-use-format` (issue 24, decisions 066 and 072): a view formats numbers and
 * dates through `useFormat()` (src/views/app/useFormat.ts), which binds src/i18n/format.ts to the
 * brand's currency, the UI language and the user's time zone. A view that imports format.ts's
 * formatters passes those itself and can pass another (`me.timezone ?? 'UTC'`, the browser's zone),
 * so one instant read as two days on two pages. The config applies the rule to src/views, tests and
 * the binding itself (src/views/app/formats.ts) left out.
 *
 * Allowed from format.ts, because they are not display formatting:
 */
const NOT_DISPLAY = new Map([
  // parse what a person typed, or the API's 'MM/dd/yyyy' day, back to a value
  ['parseNumber', 'parses typed text'],
  ['parseMDY', "parses the API's day"],
  // writes the API's 'MM/dd/yyyy' day (spec 2's wire format), not what a person reads
  ['formatMDY', "writes the API's day"],
  // the locale react-aria's date fields run under: the field's segments follow the language (DatePicker)
  ['dateFieldLocale', "the date fields' locale"],
  // the browser's zone name, to set the profile's zone from it (spec 1: set from the browser when unset)
  ['browserZoneName', "sets the profile's zone"],
]);
const FORMAT_MODULE = /(?:^|\/)i18n\/format(?:\.ts)?$/;
const WHY = 'format through useFormat() (src/views/app/useFormat.ts): currency, language and time zone from one place (decision 072)';

export default {
  meta: {
    type: 'problem',
    docs: { description: "views format through useFormat, not src/i18n/format.ts's formatters" },
    schema: [],
    messages: {
      named: `{{name}} from src/i18n/format.ts in a view: ${WHY}`,
      whole: `all of src/i18n/format.ts in a view: ${WHY}`,
    },
  },
  create(context) {
    const fromFormat = (source) => source && typeof source.value === 'string' && FORMAT_MODULE.test(source.value);
    const check = (node, specifiers, kind) => {
      if (!fromFormat(node.source) || kind === 'type') return;
      for (const s of specifiers) {
        if (s.importKind === 'type' || s.exportKind === 'type') continue;
        if (s.type === 'ImportSpecifier' || s.type === 'ExportSpecifier') {
          const name = s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : (s.local.name ?? s.local.value);
          if (!NOT_DISPLAY.has(name)) context.report({ node: s, messageId: 'named', data: { name } });
        } else context.report({ node: s, messageId: 'whole' });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.specifiers, node.importKind),
      ExportNamedDeclaration: (node) => check(node, node.specifiers, node.exportKind),
      ExportAllDeclaration: (node) => fromFormat(node.source) && node.exportKind !== 'type' && context.report({ node, messageId: 'whole' }),
      ImportExpression: (node) => node.source.type === 'Literal' && fromFormat(node.source) && context.report({ node, messageId: 'whole' }),
    };
  },
};
