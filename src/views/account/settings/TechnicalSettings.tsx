import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveSettings, settingsMetaQuery, storeProfile, type SettingsSave } from '../../../api/profile.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { hoursUntil } from '../../../domain/profile/timezone.ts';
import { LOCALES, type Locale } from '../../../i18n/translate.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { ComboBox } from '../../system/ComboBox.tsx';
import { Select } from '../../system/Select.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './settings.css.ts';
import { useSetLanguage } from '../../app/useSetLanguage.tsx';

/**
 * Time zone (a change waits 24 h: the pending notice says when), report time zone and language.
 * Each control saves on choice, so the tab never holds unsaved changes.
 */
export function TechnicalSettings({ me, readOnly }: { me: Me; readOnly: boolean }) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const client = useQueryClient();
  const meta = useQuery(settingsMetaQuery(locale));
  const changeLanguage = useSetLanguage();
  const save = useMutation({
    mutationFn: (s: SettingsSave) => saveSettings(client, s),
    onSuccess: (profile) => {
      storeProfile(client, profile);
      showToast({ tone: 'success', title: LL.account.saved() });
    },
    onError: () => showToast({ tone: 'error', title: LL.errors.failure(), description: LL.errors.somethingWentWrong() }),
  });
  const zones = (meta.data?.time_zones ?? []).map((z) => ({ id: z.id, label: `${z.label} ${z.name}` }));
  const F = LL.account.fields;
  const due = me.timezone_effective_at ? new Date(me.timezone_effective_at) : null;
  return (
    <div className={css.form}>
      <ComboBox
        label={F.timezone()}
        options={zones}
        selectedKey={me.pending_timezone ?? me.timezone}
        onSelectionChange={(k) =>
          k && k !== (me.pending_timezone ?? me.timezone) && save.mutate({ kind: 'timezone', body: { timezone: String(k) } })
        }
        description={LL.account.timezoneDelayHint()}
        isDisabled={readOnly}
      />
      {me.pending_timezone && due && (
        <p role="status">
          {LL.account.timezonePending({
            timezone: me.pending_timezone,
            hours: hoursUntil(due, new Date()),
            at: fmt.dateTime(due),
          })}
        </p>
      )}
      <ComboBox
        label={F.reportTimezone()}
        options={[{ id: '', label: F.reportTimezoneSame() }, ...zones]}
        selectedKey={me.report_timezone_id ?? ''}
        onSelectionChange={(k) => k !== null && save.mutate({ kind: 'reportTimezone', body: { report_timezone_id: k ? String(k) : null } })}
        isDisabled={readOnly}
      />
      <Select
        label={F.language()}
        options={LOCALES.map((l) => ({ id: l, label: LL.common.languages[l]() }))}
        selectedKey={locale}
        onSelectionChange={(k) => void changeLanguage(k as Locale)}
        description={LL.account.languageReload()}
      />
    </div>
  );
}
