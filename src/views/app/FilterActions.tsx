import type { ViewCommands } from '../../commands/app-registry.ts';
import type { FilterFormView } from '../../commands/reports.ts';
import { CommandButton } from './CommandButton.tsx';
import { useViewCommands } from './useViewCommands.ts';

/**
 * A filter form's Apply and Clear filters (issue 29 item 1), the faces of `<area>.filters.apply` /
 * `.clear`, which `factory` registers with `view` while the form is on screen; put them in the form's
 * actions (a Toolbar with `onSubmit`). Enter in a field still applies: the hidden submit button is the
 * form's default button (a form of several text fields has no implicit submission without one), and the
 * form's `onSubmit` calls the same `view.apply` — the visible Apply runs the command, the palette's path.
 */
export function FilterActions({
  area,
  factory,
  view,
  applyLabel,
  clearLabel,
}: {
  area: 'reports' | 'activity';
  factory: ViewCommands<FilterFormView>;
  view: FilterFormView;
  applyLabel: string;
  /** none: the form has no Clear filters */
  clearLabel?: string;
}) {
  useViewCommands(factory, view);
  return (
    <>
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <CommandButton command={`${area}.filters.apply`} tone="primary">
        {applyLabel}
      </CommandButton>
      {clearLabel !== undefined && (
        <CommandButton command={`${area}.filters.clear`} tone="ghost">
          {clearLabel}
        </CommandButton>
      )}
    </>
  );
}
