import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { refreshOnboardingProgress } from '../../../api/onboarding.ts';
import { saveSettings, storeProfile, type SettingsSave } from '../../../api/profile.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { formErrors, noErrors, type FormErrors } from '../../app/form-errors.ts';
import { showToast } from '../../system/toast-queue.ts';

/**
 * State of one settings tab: values, whether they differ from what was loaded (the unsaved-changes
 * guard reads `dirty`), the server's 422 field messages, and a save that stores the returned
 * profile where the shell reads it.
 */
export function useSettingsForm<V extends Record<string, unknown>>(
  initial: V,
  toSave: (values: V) => SettingsSave,
  onDirtyChange?: (dirty: boolean) => void,
) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [values, setValues] = useState(initial);
  const [base, setBase] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(base), [values, base]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: (v: V) => saveSettings(client, toSave(v)),
    onSuccess: (me) => {
      storeProfile(client, me);
      // a save may complete an onboarding step: the checklist reads its progress from its own query
      void refreshOnboardingProgress(client);
      setBase(values);
      setErrors(noErrors);
      showToast({ tone: 'success', title: LL.account.saved() });
    },
    onError: (error) => {
      const e = formErrors(LL, error);
      setErrors(e);
      if (e.form) showToast({ tone: 'error', title: LL.errors.failure(), description: e.form });
    },
  });

  return {
    values,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    dirty,
    errors: errors.fields,
    saving: mutation.isPending,
    save: () => mutation.mutate(values),
  };
}
