import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './formatting-in-i18n.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('local/formatting-in-i18n', rule, {
  valid: [
    "import { formatNumber } from '../../i18n/format.ts'; formatNumber(total, { currency });",
    'const fmt = useFormat(); fmt.date(row.created_at);',
    // other locale-aware methods are not formatting
    "name.toLocaleLowerCase(); a.localeCompare(b, 'vi');",
    'const s = value.toString();',
    // a property of that name on our own objects is fine as long as it is not called on the browser's API
    'const Intl2 = { DateTimeFormat: 1 }; Intl2.DateTimeFormat;',
    // a local of that name is not the browser's
    'function f(Intl) { return Intl.DateTimeFormat; }',
  ],
  invalid: [
    { code: 'count.toLocaleString();', errors: [{ messageId: 'localeMethod', data: { name: 'toLocaleString' } }] },
    { code: "new Date(iso).toLocaleDateString('vi');", errors: [{ messageId: 'localeMethod' }] },
    { code: 'due.toLocaleTimeString(locale);', errors: [{ messageId: 'localeMethod' }] },
    { code: "x['toLocaleString']();", errors: [{ messageId: 'localeMethod' }] },
    { code: "new Intl.NumberFormat('en').format(v);", errors: [{ messageId: 'intl', data: { name: 'NumberFormat' } }] },
    { code: 'Intl.DateTimeFormat().resolvedOptions().timeZone;', errors: [{ messageId: 'intl', data: { name: 'DateTimeFormat' } }] },
    { code: "const f = new Intl.RelativeTimeFormat('vi');", errors: [{ messageId: 'intl', data: { name: 'RelativeTimeFormat' } }] },
    { code: 'const { NumberFormat } = Intl; NumberFormat;', errors: [{ messageId: 'intl', data: { name: '…' } }] },
  ],
});
