import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './format-through-use-format.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

// the TypeScript parser, so type-only imports are what they are in the views
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

tester.run('local/format-through-use-format', rule, {
  valid: [
    "import { useFormat } from '../app/useFormat.ts'; const fmt = useFormat(); fmt.dateTime(row.created_at);",
    // what is not display formatting (commented in the rule)
    "import { parseMDY } from '../../i18n/format.ts';",
    "import { formatMDY, parseNumber } from '../../../i18n/format.ts';",
    "import { dateFieldLocale } from '../../i18n/format.ts';",
    "import { browserZoneName } from '../../../i18n/format.ts';",
    // types only
    "import type { Amount, DateInput } from '../../i18n/format.ts';",
    "import { type DateInput, parseMDY } from '../../i18n/format.ts';",
    // another module of that folder, or another format module
    "import { translator } from '../../i18n/translate.ts';",
    "import { formatDate } from './format.ts';",
  ],
  invalid: [
    {
      code: "import { formatDateTime } from '../../../i18n/format.ts';",
      errors: [{ messageId: 'named', data: { name: 'formatDateTime' } }],
    },
    {
      code: "import { browserTimeZone, formatDate, formatRelative } from '../../i18n/format.ts';",
      errors: [
        { messageId: 'named', data: { name: 'browserTimeZone' } },
        { messageId: 'named', data: { name: 'formatDate' } },
        { messageId: 'named', data: { name: 'formatRelative' } },
      ],
    },
    // without the extension, beside an allowed one
    { code: "import { parseMDY, formatMoney } from '../../i18n/format';", errors: [{ messageId: 'named', data: { name: 'formatMoney' } }] },
    // renamed is still the formatter
    { code: "import { abbreviate as short } from '../../i18n/format.ts';", errors: [{ messageId: 'named', data: { name: 'abbreviate' } }] },
    { code: "import * as f from '../../i18n/format.ts';", errors: [{ messageId: 'whole' }] },
    { code: "export { formatNumber } from '../../i18n/format.ts';", errors: [{ messageId: 'named', data: { name: 'formatNumber' } }] },
    { code: "export * from '../../i18n/format.ts';", errors: [{ messageId: 'whole' }] },
    { code: "const m = await import('../../i18n/format.ts');", errors: [{ messageId: 'whole' }] },
    // a formatter added to format.ts later is forbidden without touching the rule
    { code: "import { formatDuration } from '../../i18n/format.ts';", errors: [{ messageId: 'named', data: { name: 'formatDuration' } }] },
  ],
});
