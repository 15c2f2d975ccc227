import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { employeeCalls, employeeKeys } from '../../api/employees.ts';
import type { Employee } from '../../domain/employees/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { showToast } from '../system/toast-queue.ts';
import { employeeErrors } from './EmployeeDialogs.tsx';
import * as css from './employees.css.ts';

/** The deactivation confirmation of the employee page (the status goes to `inactive`). */
export function DeactivateDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const deactivate = useMutation({
    mutationFn: () => employeeCalls.update(client, employee.id, { status: 'inactive' }),
    onSuccess: (saved) => {
      showToast({ tone: 'success', title: LL.employees.deactivated({ name: saved.name }) });
      void client.invalidateQueries({ queryKey: employeeKeys.all });
      onClose();
    },
    onError: (e) => setError(employeeErrors(LL, e).form ?? LL.errors.somethingWentWrong()),
  });
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && onClose()}
      title={LL.employees.deactivateTitle({ name: employee.name })}
      actions={
        <>
          <Button tone="secondary" onPress={onClose} autoFocus>
            {LL.employees.cancel()}
          </Button>
          <Button tone="danger" isDisabled={deactivate.isPending} onPress={() => deactivate.mutate()}>
            {LL.employees.deactivate()}
          </Button>
        </>
      }
    >
      <p>{LL.employees.deactivateText({ name: employee.name })}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
