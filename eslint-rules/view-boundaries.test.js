import { RuleTester } from 'eslint';
import { resolve } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import rule from './view-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const file = (path) => resolve(process.cwd(), 'src/views', path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('local/view-boundaries', rule, {
  valid: [
    { filename: file('offers/list/Page.tsx'), code: "import { Button } from '../../system/Button.tsx';" },
    { filename: file('offers/list/Page.tsx'), code: "import { useViewCommands } from '../../app/useViewCommands.ts';" },
    { filename: file('offers/list/Page.tsx'), code: "import { ReportTable } from '../../table/ReportTable.tsx';" },
    { filename: file('offers/list/Page.tsx'), code: "import { x } from '../groups/asset-kit.tsx';" },
    { filename: file('offers/list/Page.tsx'), code: "import { offerListQuery } from '../../../api/offers.ts';" },
    { filename: file('table/ReportTable.tsx'), code: "import { useRuntime } from '../app/runtime.tsx';" },
    { filename: file('shell/Bell.tsx'), code: "import { NotificationDropdown } from '../notifications/index.ts';" },
    { filename: file('shell/PaletteMount.tsx'), code: "const load = () => import('../palette/index.ts');" },
    { filename: file('page-table.tsx'), code: "const load = () => import('./offers/list/OfferListPage.tsx');" },
    { filename: file('App.tsx'), code: "import { Screen } from './shell/Screen.tsx';" },
    { filename: file('offers/list/Page.tsx'), code: "import { http } from '../../../api/http.ts';" },
  ],
  invalid: [
    {
      filename: file('offers/list/Page.tsx'),
      code: "import { x } from '../../palette/palette-list.ts';",
      errors: [{ message: /area offers\/ may not import the area palette\// }],
    },
    {
      filename: file('palette/Palette.tsx'),
      code: "import { InviteDialog } from '../shell/InviteDialog.tsx';",
      errors: [{ message: /may not import shell\// }],
    },
    {
      filename: file('shell/Bell.tsx'),
      code: "import { x } from '../notifications/useNotifications.ts';",
      errors: [{ message: /only notifications\/index.ts/ }],
    },
    { filename: file('shell/Bell.tsx'), code: "const x = import('../notifications/SettingsDialog.tsx');", errors: 1 },
    {
      filename: file('shell/Screen.tsx'),
      code: "import { pageFor } from '../page-table.tsx';",
      errors: [{ message: /the top imports the floors/ }],
    },
    {
      filename: file('system/Button.tsx'),
      code: "import { useRuntime } from '../app/runtime.tsx';",
      errors: [{ message: /system\/ may import only itself/ }],
    },
    {
      filename: file('app/keys.ts'),
      code: "import { x } from '../table/ReportTable.tsx';",
      errors: [{ message: /app\/ may import only system/ }],
    },
    { filename: file('pickers/EntityPickers.tsx'), code: "export { x } from '../offers/index.ts';", errors: 1 },
    { filename: file('table/ReportTable.tsx'), code: "export * from '../reports/sources.ts';", errors: 1 },
    {
      filename: file('offers/list/Page.tsx'),
      code: "import { http } from '../../../api/http.ts';",
      options: [{ forbidden: ['api/http.ts', 'api/client.ts'] }],
      errors: [{ message: 'views may not import api/http.ts' }],
    },
  ],
});
