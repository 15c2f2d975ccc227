import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { employeeCalls, employeeKeys, employeeQuery } from '../../api/employees.ts';
import { EMPLOYEE_ROLE_IDS, type Employee } from '../../domain/employees/contract.ts';
import { levelsForRole, type FullLevels } from '../../domain/employees/levels.ts';
import { ROLES, roleKey } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText, type LL } from '../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { Button } from '../system/Button.tsx';
import { Checkbox } from '../system/Checkbox.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { showToast } from '../system/toast-queue.ts';
import { LevelsGrid } from './LevelsGrid.tsx';
import * as css from './employees.css.ts';
import { PartnerAssignments } from './PartnerAssignments.tsx';
import { formatPartnerIds, parsePartnerIds, partnerIdsError } from './partnerIds.ts';

/** The conflict codes of the employee area have their own texts; everything else goes through formErrors. */
export function employeeErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && error.code === 'owner_locked') return { form: ll.employees.ownerLocked(), fields: {} };
  if (isApiError(error) && error.code === 'self_deactivate') return { form: ll.employees.selfDeactivate(), fields: {} };
  return formErrors(ll, error);
}

function useRoleOptions() {
  const { LL } = useI18n();
  return EMPLOYEE_ROLE_IDS.map((id) => ({ id, label: LL.employees.roles[roleKey(id)]() }));
}

/** Role, levels (editable only for custom) and the all-partner flag: shared by invite and edit. */
function RoleFields(props: {
  roleId: number;
  levels: FullLevels;
  allPartner: boolean;
  onRole: (id: number) => void;
  onLevels: (l: FullLevels) => void;
  onAllPartner: (v: boolean) => void;
  error?: string;
}) {
  const { LL } = useI18n();
  const options = useRoleOptions();
  return (
    <>
      <Select
        label={LL.employees.role()}
        options={options}
        selectedKey={props.roleId}
        onSelectionChange={(k) => props.onRole(Number(k))}
        errorMessage={props.error}
      />
      <LevelsGrid value={props.levels} onChange={props.onLevels} isDisabled={props.roleId !== ROLES.custom} />
      <Checkbox isSelected={props.allPartner} onChange={props.onAllPartner}>
        {LL.employees.allPartner()}
      </Checkbox>
      <p className={css.hint}>{LL.employees.allPartnerHint()}</p>
    </>
  );
}

/** Changing the role shows its defaults; the custom role keeps what is on screen as a starting point. */
function useRoleState(initialRole: number, initialLevels: FullLevels) {
  const [roleId, setRoleId] = useState(initialRole);
  const [levels, setLevels] = useState(initialLevels);
  const onRole = (id: number) => {
    setRoleId(id);
    if (id !== ROLES.custom) setLevels(levelsForRole(roleKey(id)));
  };
  return { roleId, levels, onRole, setLevels };
}

export function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [allPartner, setAllPartner] = useState(true);
  const role = useRoleState(ROLES.affiliate_manager, levelsForRole('affiliate_manager'));
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const invite = useMutation({
    mutationFn: () =>
      employeeCalls.invite(client, {
        email,
        first_name: firstName,
        last_name: lastName,
        role_id: role.roleId,
        is_all_partner: allPartner,
        ...(role.roleId === ROLES.custom ? { permissions: role.levels } : {}),
      }),
    onSuccess: (created) => {
      showToast({ tone: 'success', title: LL.employees.invited({ email: created.email }) });
      void client.invalidateQueries({ queryKey: employeeKeys.all });
      onClose();
    },
    onError: (error) => setErrors(employeeErrors(LL, error)),
  });
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={LL.employees.inviteTitle()}
      size="lg"
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            {LL.employees.cancel()}
          </Button>
          <Button
            tone="primary"
            isDisabled={invite.isPending}
            onPress={() => {
              setErrors(noErrors);
              invite.mutate();
            }}
          >
            {LL.employees.send()}
          </Button>
        </>
      }
    >
      <form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate();
        }}
      >
        <p className={css.hint}>{LL.employees.inviteHelp()}</p>
        {errors.form && (
          <p role="alert" className={css.error}>
            {errors.form}
          </p>
        )}
        <TextField
          label={LL.employees.email()}
          type="email"
          value={email}
          onChange={setEmail}
          errorMessage={errors.fields.email}
          autoFocus
          isRequired
        />
        <TextField label={LL.employees.firstName()} value={firstName} onChange={setFirstName} errorMessage={errors.fields.first_name} />
        <TextField label={LL.employees.lastName()} value={lastName} onChange={setLastName} errorMessage={errors.fields.last_name} />
        <RoleFields
          roleId={role.roleId}
          levels={role.levels}
          allPartner={allPartner}
          onRole={role.onRole}
          onLevels={role.setLevels}
          onAllPartner={setAllPartner}
          error={errors.fields.role_id ?? errors.fields.permissions}
        />
      </form>
    </ModalDialog>
  );
}

/** The partner error of a 422: the list as a whole or one entry (`partner_ids.3`). */
function partnerFieldError(fields: Record<string, string>): string | undefined {
  const key = Object.keys(fields).find((k) => k === 'partner_ids' || k.startsWith('partner_ids.') || k === 'brand_user_id');
  return key ? fields[key] : undefined;
}

/**
 * Role, levels, all-partner flag and, while that flag is off, the partner assignments. The user is
 * saved first (turning the flag off), then the assignments: the server refuses them for an
 * all-partner employee. Assignments are only sent when the admin edited them, so a failed load of
 * the current ones never clears them.
 */
export function EditDialog({ employee, onClose, focusPartners }: { employee: Employee; onClose: () => void; focusPartners?: boolean }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const role = useRoleState(employee.role_id, employee.permissions);
  const [allPartner, setAllPartner] = useState(employee.is_all_partner);
  const [partnerText, setPartnerText] = useState<string | null>(null);
  const detail = useQuery({ ...employeeQuery(employee.id), enabled: !allPartner });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = useMutation({
    mutationFn: async (status?: 'active') => {
      const saved = await employeeCalls.update(client, employee.id, {
        role_id: role.roleId,
        is_all_partner: allPartner,
        ...(role.roleId === ROLES.custom ? { permissions: role.levels } : {}),
        ...(status ? { status } : {}),
      });
      if (!allPartner && partnerText !== null) {
        await employeeCalls.assignPartners(client, { brand_user_id: employee.id, partner_ids: parsePartnerIds(partnerText) });
      }
      return saved;
    },
    onSuccess: (saved, status) => {
      showToast({
        tone: 'success',
        title: status ? LL.employees.activated({ name: saved.name }) : LL.employees.saved({ name: saved.name }),
      });
      void client.invalidateQueries({ queryKey: employeeKeys.all });
      onClose();
    },
    onError: (error) => setErrors(employeeErrors(LL, error)),
  });
  const submit = (status?: 'active') => {
    const invalid = !allPartner && partnerText !== null ? partnerIdsError(partnerText) : null;
    if (invalid) return setErrors({ form: null, fields: { partner_ids: validateText(LL, invalid, LL.employees.partnerIds()) } });
    setErrors(noErrors);
    save.mutate(status);
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={LL.employees.editTitle({ name: employee.name })}
      size="lg"
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            {LL.employees.cancel()}
          </Button>
          {employee.status === 'inactive' && (
            <Button tone="secondary" onPress={() => submit('active')}>
              {LL.employees.activate()}
            </Button>
          )}
          <Button tone="primary" isDisabled={save.isPending} onPress={() => submit(undefined)}>
            {LL.employees.save()}
          </Button>
        </>
      }
    >
      <div className={css.form}>
        {errors.form && (
          <p role="alert" className={css.error}>
            {errors.form}
          </p>
        )}
        <RoleFields
          roleId={role.roleId}
          levels={role.levels}
          allPartner={allPartner}
          onRole={role.onRole}
          onLevels={role.setLevels}
          onAllPartner={setAllPartner}
          error={errors.fields.role_id ?? errors.fields.permissions}
        />
        {!allPartner && (
          <PartnerAssignments
            value={partnerText ?? formatPartnerIds(detail.data?.partner_ids ?? [])}
            onChange={setPartnerText}
            loading={detail.isPending}
            loadFailed={detail.isError}
            error={partnerFieldError(errors.fields)}
            autoFocus={focusPartners}
          />
        )}
      </div>
    </ModalDialog>
  );
}
