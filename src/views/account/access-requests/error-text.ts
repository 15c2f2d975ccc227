import { isApiError } from '../../../api/api-error.ts';
import type { LL } from '../../../i18n/translate.ts';

/** The translated message of a failed call: this area's own codes first, then the shared errors.<code>. */
export function errorText(LL: LL, error: unknown): string {
  const code = isApiError(error) ? error.code : 'internal';
  const own = LL.access.errors as unknown as Record<string, (() => string) | undefined>;
  const shared = LL.errors as unknown as Record<string, (() => string) | undefined>;
  return (own[code] ?? shared[code] ?? LL.errors.internal)();
}
