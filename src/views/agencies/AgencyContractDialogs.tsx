import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { agencyContractCalls, agencyContractKeys } from '../../api/agency-contracts.ts';
import { uploadWith } from '../../api/files.ts';
import { UPLOAD_RULES } from '../../domain/files/rules.ts';
import { searchKeys } from '../../api/search.ts';
import type { AgencyContractDto } from '../../domain/agencies/contract.ts';
import {
  AGENCY_FEE_TYPES,
  AGENCY_REFUSALS,
  RETAINER_FREQUENCIES,
  type AgencyBrandAction,
  type AgencyFeeType,
  type AgencyRefusal,
  type RetainerFrequency,
} from '../../domain/agencies/enums.ts';
import type { AgencyContractUpdateInput } from '../../domain/agencies/schema.ts';
import { LEVEL, MODULE_DISPLAY_ORDER, MODULE_KEYS, MODULES, type Level, type ModuleKey } from '../../domain/permissions.ts';
import { DURATIONS } from '../../domain/reference/data/business.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { useFormWrite } from '../app/useFormWrite.ts';
import { FormDialog } from '../app/FormDialog.tsx';
import { Button } from '../system/Button.tsx';
import { Checkbox } from '../system/Checkbox.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { levelName } from './levels.ts';
import * as css from './agencies.css.ts';
import { FileInput } from '../system/FileInput.tsx';

/** This feature's refusal codes have their own texts (agencies.refusals); the rest goes through formErrors. */
export function agencyErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (AGENCY_REFUSALS as readonly string[]).includes(error.code))
    return { form: ll.agencies.refusals[error.code as AgencyRefusal](), fields: {} };
  return formErrors(ll, error);
}

/** Runs a write, refreshes every agency-contract query and the palette's index, toasts `done`; returns the errors (none on success). */
export function useAgencyWrite() {
  const client = useQueryClient();
  const write = useFormWrite(agencyErrors, [agencyContractKeys.all, searchKeys.index('agencyContract')]);
  return { ...write, calls: agencyContractCalls(client) };
}

const MODULES_IN_ORDER: ModuleKey[] = MODULE_DISPLAY_ORDER.map((id) => MODULE_KEYS.find((k) => MODULES[k] === id)!);
const today = () => new Date().toISOString().slice(0, 10);

/** Draft a contract (agency id and terms) or edit a draft (terms only). */
export function AgencyContractFormDialog({
  contract,
  onClose,
}: {
  contract: AgencyContractDto | null;
  onClose: (created?: AgencyContractDto) => void;
}) {
  const { LL, locale } = useI18n();
  const t = LL.agencies;
  const f = t.form;
  const { busy, run, calls } = useAgencyWrite();
  const [agencyId, setAgencyId] = useState('');
  const [feeType, setFeeType] = useState<AgencyFeeType>(contract?.fee_type ?? 'both');
  const [retainerFee, setRetainerFee] = useState(contract?.retainer_fee ?? '');
  const [frequency, setFrequency] = useState<RetainerFrequency>(contract?.retainer_frequency ?? 'monthly');
  const [dueDay, setDueDay] = useState(contract?.retainer_due_day ? String(contract.retainer_due_day) : '1');
  const [monthEnd, setMonthEnd] = useState(contract?.retainer_month_end ?? false);
  const [percent, setPercent] = useState(contract?.performance_fee_percent ?? '');
  const [durationId, setDurationId] = useState(contract?.duration_id ?? 4);
  const [start, setStart] = useState(contract ? contract.start_at.slice(0, 10) : today());
  const [terms, setTerms] = useState(contract?.terms ?? '');
  const [notice, setNotice] = useState(contract?.update_notice ?? '');
  const [viewContract, setViewContract] = useState(contract?.is_enable_view_contract ?? true);
  const [levels, setLevels] = useState<Partial<Record<ModuleKey, Level>>>(
    Object.fromEntries((contract?.permissions ?? []).map((p) => [p.module, p.level])) as Partial<Record<ModuleKey, Level>>,
  );
  const [files, setFiles] = useState<{ id: number; name: string }[]>(contract?.files ?? []);
  const [uploading, setUploading] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const client = useQueryClient();
  // files go through the file service as attachments; the contract keeps their ids (decision 076)
  const attach = async (file: File) => {
    setUploading(0);
    try {
      const stored = await uploadWith(client, file, { use: 'attachment', onProgress: (p) => setUploading(p.percent) });
      setFiles((list) => [...list, { id: stored.id, name: stored.file_name }]);
    } catch (error) {
      const failed = agencyErrors(LL, error);
      setErrors({ form: null, fields: { file_ids: failed.fields.file ?? failed.fields['file_names.0'] ?? failed.form ?? '' } });
    } finally {
      setUploading(null);
    }
  };
  const retainer = feeType !== 'performance';
  const body = (): AgencyContractUpdateInput => ({
    fee_type: feeType,
    retainer_fee: retainer ? retainerFee.trim() || null : null,
    retainer_due_day: retainer && !monthEnd ? Number(dueDay) || null : null,
    retainer_month_end: retainer && monthEnd,
    retainer_frequency: retainer ? frequency : null,
    performance_fee_percent: feeType !== 'retainer' ? percent.trim() || null : null,
    duration_id: durationId,
    start_at: /^\d{4}-\d{2}-\d{2}$/.test(start) ? `${start}T00:00:00.000Z` : start,
    terms,
    update_notice: notice,
    is_enable_view_contract: viewContract,
    permissions: levels,
    file_ids: files.map((x) => x.id),
  });
  const save = async () => {
    let made: AgencyContractDto | undefined;
    const failed = contract
      ? await run(
          () => calls.update(contract.id, body()),
          () => t.done.update(),
        )
      : await run(
          async () => (made = await calls.create({ ...body(), agency_id: Number(agencyId) || 0 })),
          (c) => t.done.create({ id: c.id }),
        );
    if (failed) setErrors(failed);
    else onClose(made);
  };
  const e = errors.fields;
  return (
    <FormDialog
      title={contract ? f.editTitle({ id: contract.id }) : f.createTitle()}
      saveLabel={t.actions.save()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={() => onClose()}
    >
      {!contract && (
        <TextField
          label={f.agency()}
          value={agencyId}
          onChange={setAgencyId}
          inputMode="numeric"
          description={f.agencyHint()}
          errorMessage={e.agency_id}
          autoFocus
        />
      )}
      <Select
        label={f.feeType()}
        selectedKey={feeType}
        onSelectionChange={(k) => setFeeType(k as AgencyFeeType)}
        options={AGENCY_FEE_TYPES.map((x) => ({ id: x, label: t.feeType[x]() }))}
        errorMessage={e.fee_type}
      />
      {retainer && (
        <>
          <TextField
            label={f.retainerFee()}
            value={retainerFee}
            onChange={setRetainerFee}
            inputMode="decimal"
            errorMessage={e.retainer_fee}
          />
          <Select
            label={f.frequency()}
            selectedKey={frequency}
            onSelectionChange={(k) => setFrequency(k as RetainerFrequency)}
            options={RETAINER_FREQUENCIES.map((x) => ({ id: x, label: t.frequency[x]() }))}
            errorMessage={e.retainer_frequency}
          />
          <Checkbox isSelected={monthEnd} onChange={setMonthEnd}>
            {f.monthEnd()}
          </Checkbox>
          {!monthEnd && (
            <TextField label={f.dueDay()} value={dueDay} onChange={setDueDay} inputMode="numeric" errorMessage={e.retainer_due_day} />
          )}
        </>
      )}
      {feeType !== 'retainer' && (
        <TextField
          label={f.performanceFee()}
          value={percent}
          onChange={setPercent}
          inputMode="decimal"
          errorMessage={e.performance_fee_percent}
        />
      )}
      <Select
        label={f.duration()}
        selectedKey={durationId}
        onSelectionChange={(k) => setDurationId(Number(k))}
        options={DURATIONS.map((x) => ({ id: x.id, label: x.name[locale] }))}
        errorMessage={e.duration_id}
      />
      <TextField label={f.start()} value={start} onChange={setStart} placeholder="YYYY-MM-DD" errorMessage={e.start_at} />
      <TextField label={f.terms()} value={terms} onChange={setTerms} multiline errorMessage={e.terms} />
      <TextField label={f.updateNotice()} value={notice} onChange={setNotice} multiline errorMessage={e.update_notice} />
      <Checkbox isSelected={viewContract} onChange={setViewContract}>
        {f.viewContract()}
      </Checkbox>
      <label className={css.fact}>
        {f.attach()}
        <FileInput
          face={LL.files.browse()}
          accept={Object.keys(UPLOAD_RULES.attachment.maxBytes)
            .map((x) => `.${x}`)
            .join(',')}
          disabled={uploading !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void attach(file);
          }}
        />
      </label>
      {uploading !== null && <p role="status">{f.uploading({ percent: uploading })}</p>}
      {e.file_ids && (
        <p role="alert" className={css.error}>
          {e.file_ids}
        </p>
      )}
      {files.length > 0 && (
        <ul className={css.list}>
          {files.map((x) => (
            <li key={x.id}>
              {x.name}{' '}
              <Button size="sm" tone="ghost" hint={x.name} onPress={() => setFiles((list) => list.filter((y) => y.id !== x.id))}>
                {f.remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className={css.levels}>
        <legend>{f.permissions()}</legend>
        {MODULES_IN_ORDER.map((m) => (
          <Select
            key={m}
            label={LL.employees.modules[m]()}
            selectedKey={levels[m] ?? LEVEL.none}
            onSelectionChange={(k) => setLevels((l) => ({ ...l, [m]: Number(k) as Level }))}
            options={[LEVEL.none, LEVEL.read, LEVEL.full].map((l) => ({ id: l, label: t.levels[levelName(l)]() }))}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** Asks before an action that cannot be undone (cancel, terminate); runs it on confirm. */
export function AgencyActionDialog({
  contract,
  action,
  onClose,
}: {
  contract: AgencyContractDto;
  action: Extract<AgencyBrandAction, 'cancel' | 'terminate'>;
  onClose: () => void;
}) {
  const { LL } = useI18n();
  const t = LL.agencies;
  const { busy, run, calls } = useAgencyWrite();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const failed = await run(
      () => calls.act(contract.id, action),
      () => t.done[action](),
    );
    if (failed) setError(failed.form ?? LL.errors.somethingWentWrong());
    else onClose();
  };
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && onClose()}
      title={t.actions[action]()}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {LL.common.cancel()}
          </Button>
          <Button tone="danger" isDisabled={busy} onPress={() => void confirm()}>
            {t.actions[action]()}
          </Button>
        </>
      )}
    >
      <p>{t.confirm[action]({ agency: contract.agency.name })}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
