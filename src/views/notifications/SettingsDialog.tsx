import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys, saveSettings, settingsQuery } from '../../api/notifications.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Checkbox } from '../system/Checkbox.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { showToast } from '../system/toast-queue.ts';
import * as css from './notifications.css.ts';

/**
 * Notification settings (spec 1 §2 modal, §3, §4, §8): one switch per setting; saving shows a success
 * or error toast; closing with unsaved changes asks first (yes discards).
 */
export function SettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ ...settingsQuery(), enabled: isOpen });
  const [draft, setDraft] = useState<Record<number, boolean>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const stored = query.data ?? [];
  useEffect(() => {
    if (isOpen) setDraft({});
  }, [isOpen]);
  const statusOf = (id: number, fallback: boolean) => draft[id] ?? fallback;
  const changed = stored.filter((s) => statusOf(s.id, s.status) !== s.status);

  const requestClose = () => (changed.length ? setConfirming(true) : onClose());
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSettings(
        client,
        stored.map((s) => ({ id: s.id, status: statusOf(s.id, s.status) })),
      );
      client.setQueryData(notificationKeys.settings(), saved);
      setDraft({});
      showToast({ tone: 'success', title: LL.common.success(), description: LL.notifications.settings.saved() });
      onClose();
    } catch {
      showToast({ tone: 'error', title: LL.errors.failure(), description: LL.notifications.settings.saveFailed() });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ModalDialog
        isOpen={isOpen && !confirming}
        onOpenChange={(open) => !open && requestClose()}
        title={LL.notifications.settings.title()}
        actions={
          <>
            <Button tone="secondary" onPress={requestClose}>
              {LL.common.cancel()}
            </Button>
            <Button tone="primary" onPress={save} isDisabled={saving || !changed.length}>
              {LL.common.save()}
            </Button>
          </>
        }
      >
        <p className={css.meta}>{LL.notifications.settings.intro()}</p>
        {query.isError && <p role="alert">{LL.notifications.settings.loadFailed()}</p>}
        {query.isPending && isOpen && <p>{LL.common.loading()}</p>}
        {stored.map((s) => (
          <div key={s.id} className={css.settingRow}>
            <Checkbox isSelected={statusOf(s.id, s.status)} onChange={(on) => setDraft((d) => ({ ...d, [s.id]: on }))}>
              {s.title}
            </Checkbox>
            <span className={css.meta}>{s.describe}</span>
          </div>
        ))}
      </ModalDialog>
      <ModalDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        role="alertdialog"
        title={LL.notifications.settings.discardTitle()}
        actions={
          <>
            <Button tone="secondary" onPress={() => setConfirming(false)}>
              {LL.notifications.settings.keepEditing()}
            </Button>
            <Button
              tone="danger"
              onPress={() => {
                setConfirming(false);
                setDraft({});
                onClose();
              }}
            >
              {LL.notifications.settings.discard()}
            </Button>
          </>
        }
      >
        <p>{LL.notifications.settings.discardText()}</p>
      </ModalDialog>
    </>
  );
}
