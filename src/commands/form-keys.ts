import type { Command } from './registry.ts';

/**
 * Ctrl/⌘+Enter on a form page (decision 033): submits the form — the next step of a wizard, or
 * save. A `mod+` chord, so it works while typing in a field; like every page key it is a scoped
 * command, registered by the page with `useViewCommands`.
 */
export interface FormKeysView {
  submit(): void;
}

export const SUBMIT_FORM_KEY = 'mod+enter';

export function formKeyCommands(form: string, view: () => FormKeysView): Command[] {
  return [
    {
      id: `${form}.keys.submit`,
      title: (LL) => LL.palette.submitForm(),
      group: 'actions',
      keywords: ['submit', 'save', 'next', 'lưu'],
      shortcut: SUBMIT_FORM_KEY,
      pageKey: true,
      run: () => view().submit(),
    },
  ];
}
