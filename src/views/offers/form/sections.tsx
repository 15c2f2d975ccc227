import type { FieldError } from '../../../domain/errors.ts';
import { validateText, type LL } from '../../../i18n/translate.ts';
import type { Tab } from './form-state.ts';
import type { FormBinding } from './fields.tsx';
import { GeneralSection, TrackingSection } from './GeneralTrackingSections.tsx';
import { CreativeSection, ScheduleSection } from './ScheduleCreativeSections.tsx';
import { TargetingSection } from './TargetingSection.tsx';

/** One tab's fields, shared by the stepper and the edit page. */
export function TabSection({ tab, f }: { tab: Tab; f: FormBinding }) {
  switch (tab) {
    case 'general':
      return <GeneralSection f={f} />;
    case 'tracking':
      return <TrackingSection f={f} />;
    case 'targeting':
      return <TargetingSection f={f} />;
    case 'schedule':
      return <ScheduleSection f={f} />;
    case 'creative':
      return <CreativeSection f={f} />;
  }
}

/** `validates.<code>` texts by wire field (the first error of each field wins). */
export function errorTexts(ll: LL, errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.field] ??= validateText(ll, e);
  return out;
}

/** Focus the control of the first field with an error (or the first control) inside `root`. */
export function focusField(root: HTMLElement | null, field?: string): void {
  if (!root) return;
  const scope = field ? (root.querySelector(`[data-field="${field.split('.')[0]}"]`) ?? root) : root;
  const target = scope.querySelector<HTMLElement>('input:not([type="hidden"]):not([aria-hidden="true"]), textarea, button, [tabindex="0"]');
  target?.focus();
}
