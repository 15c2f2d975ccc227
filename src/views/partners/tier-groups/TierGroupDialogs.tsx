import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { tierGroupCalls, tierGroupKeys } from '../../../api/tier-groups.ts';
import { TIER_GROUP_REFUSALS, type TierGroupRefusal, type TierGroupRow } from '../../../domain/partners/tier-groups.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL } from '../../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../../app/form-errors.ts';
import { useFormWrite } from '../../app/useFormWrite.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import * as css from './tier-groups.css.ts';

/** This feature's refusal codes have their own texts (tierGroups.refusals); the rest goes through formErrors. */
export function tierGroupErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (TIER_GROUP_REFUSALS as readonly string[]).includes(error.code))
    return { form: ll.tierGroups.refusals[error.code as TierGroupRefusal](), fields: {} };
  return formErrors(ll, error);
}

/** Runs a write, refreshes every tier-group query, toasts `done`; returns the errors to show (none on success). */
function useWrite() {
  const client = useQueryClient();
  return { ...useFormWrite(tierGroupErrors, [tierGroupKeys.all]), calls: tierGroupCalls(client) };
}

export type GroupFormMode = 'create' | 'rename' | 'tier';

/** Create (name and tier), rename (name) or change the payout tier (tier) of a group. */
export function GroupFormDialog({ mode, group, onClose }: { mode: GroupFormMode; group: TierGroupRow | null; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.tierGroups;
  const { busy, run, calls } = useWrite();
  const [name, setName] = useState(group?.name ?? '');
  const [tier, setTier] = useState(group ? String(Number(group.payout_tier)) : '100');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    const failed =
      mode === 'create'
        ? await run(
            () => calls.create({ name, payout_tier: tier }),
            (g) => t.toasts.created({ name: g.name }),
          )
        : mode === 'rename'
          ? await run(
              () => calls.update(group!.id, { name }),
              (g) => t.toasts.renamed({ name: g.name }),
            )
          : await run(
              () => calls.update(group!.id, { payout_tier: tier }),
              (g) => t.toasts.tierChanged({ name: g.name, tier: String(Number(g.payout_tier)) }),
            );
    if (failed) setErrors(failed);
    else onClose();
  };
  const title = mode === 'create' ? t.dialogs.create() : mode === 'rename' ? t.dialogs.rename() : t.dialogs.changeTier();
  return (
    <FormDialog title={title} saveLabel={t.actions.save()} busy={busy} formError={errors.form} onSave={() => void save()} onClose={onClose}>
      {mode !== 'tier' && (
        <TextField label={t.fields.name()} value={name} onChange={setName} errorMessage={errors.fields.name} autoFocus maxLength={255} />
      )}
      {mode !== 'rename' && (
        <TextField
          label={t.fields.payoutTier()}
          value={tier}
          onChange={setTier}
          inputMode="decimal"
          description={t.fields.payoutTierHint()}
          errorMessage={errors.fields.payout_tier}
          autoFocus={mode === 'tier'}
        />
      )}
    </FormDialog>
  );
}

export function DeleteGroupDialog({ group, onClose }: { group: TierGroupRow; onClose: (deleted: boolean) => void }) {
  const { LL } = useI18n();
  const t = LL.tierGroups;
  const { busy, run, calls } = useWrite();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const failed = await run(
      () => calls.remove(group.id),
      () => t.toasts.deleted({ name: group.name }),
    );
    if (failed) setError(failed.form ?? LL.errors.somethingWentWrong());
    else onClose(true);
  };
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && onClose(false)}
      title={t.dialogs.deleteTitle({ name: group.name })}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {t.actions.cancel()}
          </Button>
          <Button tone="danger" isDisabled={busy} onPress={() => void confirm()}>
            {t.actions.delete()}
          </Button>
        </>
      )}
    >
      <p>{t.dialogs.deleteBody({ count: group.member_count })}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error}
        </p>
      )}
    </ModalDialog>
  );
}

/** Picks partners of the brand (in the user's scope: the picker's list is the scoped partner list) and adds them. */
export function AddMembersDialog({ group, onClose }: { group: TierGroupRow; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.tierGroups;
  const { busy, run, calls } = useWrite();
  const [ids, setIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const add = async () => {
    const failed = await run(
      () => calls.addMembers(group.id, ids),
      (r) => t.toasts.added({ count: r.changed.length, name: group.name }),
    );
    if (failed) setErrors(failed);
    else onClose();
  };
  const fieldError = errors.fields.partner_ids ?? Object.entries(errors.fields).find(([f]) => f.startsWith('partner_ids.'))?.[1];
  return (
    <ModalDialog
      isOpen
      size="md"
      onOpenChange={(open) => !open && onClose()}
      title={t.dialogs.addMembers({ name: group.name })}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {t.actions.cancel()}
          </Button>
          <Button isDisabled={busy || ids.length === 0} onPress={() => void add()}>
            {t.actions.addMembers()}
          </Button>
        </>
      )}
    >
      {errors.form && (
        <p role="alert" className={css.error}>
          {errors.form}
        </p>
      )}
      <PartnerFilterPicker multiple value={ids} onChange={setIds} errorMessage={fieldError} />
    </ModalDialog>
  );
}
