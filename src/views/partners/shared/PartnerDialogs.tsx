import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { managerOptionsQuery, partnerMutations } from '../../../api/partners.ts';
import type { PartnerRef } from '../../../commands/partners.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { formErrors, noErrors, type FormErrors } from '../../app/form-errors.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';

/**
 * Change manager of one or many partners: the options endpoint lists "not assigned" (id 0) first,
 * then the brand's active users, those who see all partners marked as such.
 */
export function ManagerDialog({ partners, current, onClose }: { partners: readonly PartnerRef[]; current: number; onClose: () => void }) {
  const { LL } = useI18n();
  const m = partnerMutations(useQueryClient());
  const options = useQuery(managerOptionsQuery());
  const [chosen, setChosen] = useState(current);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const label = (o: { id: number; name: string; email: string; is_all_partner: boolean }) =>
    o.id === 0
      ? LL.management.notAssigned()
      : (o.is_all_partner ? LL.management.manager.optionAll : LL.management.manager.option)({ name: o.name || o.email, email: o.email });
  const save = async () => {
    try {
      if (partners.length === 1) await m.manager(partners[0]!.id, chosen);
      else
        await m.multiManager(
          partners.map((p) => p.id),
          chosen,
        );
      showToast({ tone: 'success', title: LL.management.done.manager() });
      onClose();
    } catch (e) {
      setErrors(formErrors(LL, e));
    }
  };
  return (
    <FormDialog
      title={partners.length === 1 ? LL.management.manager.title() : LL.management.manager.titleMany({ count: partners.length })}
      saveLabel={LL.management.manager.save()}
      formError={errors.form}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Select
        label={LL.management.manager.label()}
        options={(options.data?.items ?? [{ id: 0, name: '', email: '', is_all_partner: false }]).map((o) => ({
          id: o.id,
          label: label(o),
        }))}
        selectedKey={chosen}
        onSelectionChange={(k) => setChosen(Number(k))}
        isInvalid={Boolean(errors.fields.manager_id)}
        errorMessage={errors.fields.manager_id}
      />
    </FormDialog>
  );
}

/** Edit one partner's tags as comma-separated text; the server trims, dedupes ignoring case and caps at 10 (422 codes per tag). */
export function TagsDialog({ partner, tags, onClose }: { partner: PartnerRef; tags: readonly string[]; onClose: () => void }) {
  const { LL } = useI18n();
  const m = partnerMutations(useQueryClient());
  const [text, setText] = useState(tags.join(', '));
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    try {
      await m.tags(partner.id, list(text));
      showToast({ tone: 'success', title: LL.management.done.tags() });
      onClose();
    } catch (e) {
      setErrors(formErrors(LL, e));
    }
  };
  const fieldError = Object.entries(errors.fields)
    .filter(([field]) => field === 'tags' || field.startsWith('tags.'))
    .map(([field, message]) => (field === 'tags' ? message : `${list(text)[Number(field.slice(5))] ?? ''}: ${message}`))
    .join(' ');
  return (
    <FormDialog
      title={LL.management.commands.tags({ name: partner.name })}
      saveLabel={LL.management.tags.save()}
      formError={errors.form}
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={LL.management.tags.label()}
        description={LL.management.tags.help()}
        value={text}
        onChange={setText}
        isInvalid={fieldError !== ''}
        errorMessage={fieldError}
        autoFocus
      />
    </FormDialog>
  );
}

const list = (text: string) => text.split(',').filter((t) => t.trim() !== '');
