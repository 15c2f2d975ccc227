import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { showToast } from '../system/toast-queue.ts';
import type { FormErrors } from './form-errors.ts';

/**
 * A dialog's write: runs it, toasts `done` on success, turns a refusal into the form's errors with
 * `errorsOf`, and refreshes the queries under `refresh` either way (a refused write can still mean the
 * data changed under the user). `run` answers the errors to show, or null on success.
 */
export function useFormWrite(errorsOf: (ll: LL, error: unknown) => FormErrors, refresh: readonly QueryKey[]) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(work: () => Promise<T>, done: (result: T) => string): Promise<FormErrors | null> => {
    setBusy(true);
    try {
      const result = await work();
      showToast({ tone: 'success', title: done(result) });
      return null;
    } catch (error) {
      return errorsOf(LL, error);
    } finally {
      setBusy(false);
      for (const queryKey of refresh) await client.invalidateQueries({ queryKey });
    }
  };
  return { busy, run };
}
