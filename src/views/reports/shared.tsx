import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import type { FieldError } from '../../domain/errors.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText } from '../../i18n/translate.ts';
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
