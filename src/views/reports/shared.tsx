import { useCallback, useMemo, useState } from 'react';
import type { ViewCommands } from '../../commands/app-registry.ts';
import type { FilterFormView } from '../../commands/reports.ts';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import type { FieldError } from '../../domain/errors.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText } from '../../i18n/translate.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { DatePicker } from '../system/DatePicker.tsx';
import { isoToMdy, mdyToIso } from './url-state.ts';

/**
 * The state of a report screen lives in its URL: `read` parses the search string, `write` gives it
 * back; a change replaces the history entry (filters are not pages to go back through).
 */
export function useUrlState<S>(path: string, read: (p: URLSearchParams) => S, write: (s: S) => string): [S, (next: S) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => read(new URLSearchParams(search)), [search, read]);
  const set = useCallback(
    (next: S) => {
      const qs = write(next);
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [navigate, path, write],
  );
  return [state, set];
}

/**
 * 422 answers of a report call, by field: the server's words (`validates.<code>`, e.g. "The date
 * range can span at most 366 days.") go on the filter that caused them.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const onError = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === 422) setErrors(error.errors);
  }, []);
  const clear = useCallback(() => setErrors((e) => (e.length === 0 ? e : [])), []);
  return { errors, onError, clear };
}

export function errorFor(errors: readonly FieldError[], field: string, ll: Parameters<typeof validateText>[0]): string | undefined {
  const e = errors.find((x) => x.field === field);
  return e ? validateText(ll, e) : undefined;
}

/** From / To pickers (MM/dd/yyyy on screen and in the URL), with the server's message on each. */
export function RangeFields({
  from,
  to,
  onChange,
  errors,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  errors: readonly FieldError[];
}) {
  const { LL } = useI18n();
  return (
    <>
      <DatePicker
        label={LL.reportViews.filters.from()}
        value={mdyToIso(from)}
        onChange={(v) => onChange(isoToMdy(v), to)}
        errorMessage={errorFor(errors, 'from', LL)}
      />
      <DatePicker
        label={LL.reportViews.filters.to()}
        value={mdyToIso(to)}
        onChange={(v) => onChange(from, isoToMdy(v))}
        errorMessage={errorFor(errors, 'to', LL)}
      />
    </>
  );
}

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
