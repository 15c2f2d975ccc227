import { ROLES, LEVEL } from '../domain/permissions.ts';
import type { Command } from './registry.ts';

/**
 * The employee page's actions as palette commands (registered while /employee is mounted). Every one
 * needs full access on the employee module — the level the server demands for the matching write —
 * so a read-only user sees neither the commands nor the buttons. "Change role…", "Deactivate
 * employee…" and "Assign partners…" act on the employee selected in the list; their predicates are pure functions of it.
 */
export interface SelectedEmployee {
  id: number;
  role_id: number;
  status: 'active' | 'inactive';
  /** sees every partner (always true for the owner): nothing to assign */
  is_all_partner: boolean;
}

export interface EmployeeView {
  /** the signed-in user's brand-user id */
  selfId: number;
  selected: SelectedEmployee | null;
  openInvite(): void;
  openEdit(id: number): void;
  openDeactivate(id: number): void;
  /** the edit dialog with the "Partner assignments" field focused */
  openPartners(id: number): void;
}

export const EMPLOYEE_WRITE = { module: 'employee', level: LEVEL.full } as const;

/** null when allowed, else the i18n key of the reason. */
export function changeRoleBlocked(selected: SelectedEmployee | null): string | null {
  if (!selected) return 'employees.selectFirst';
  if (selected.role_id === ROLES.owner) return 'employees.ownerLocked';
  return null;
}

export function deactivateBlocked(selected: SelectedEmployee | null, selfId: number): string | null {
  if (!selected) return 'employees.selectFirst';
  if (selected.role_id === ROLES.owner) return 'employees.ownerLocked';
  if (selected.id === selfId) return 'employees.selfDeactivate';
  if (selected.status === 'inactive') return 'employees.alreadyInactive';
  return null;
}

export function assignPartnersBlocked(selected: SelectedEmployee | null): string | null {
  if (!selected) return 'employees.selectFirst';
  if (selected.role_id === ROLES.owner || selected.is_all_partner) return 'employees.allPartnerNoAssign';
  return null;
}

/** `view` is read when the palette asks, so the commands follow the selection without re-registering. */
export function employeeCommands(view: () => EmployeeView): Command[] {
  return [
    {
      id: 'employees.invite',
      title: (LL) => LL.employees.commands.invite(),
      group: 'actions',
      accountOwn: true,
      keywords: ['invite', 'employee', 'add user', 'mời', 'nhân viên'],
      permission: EMPLOYEE_WRITE,
      opens: 'dialog',
      run: () => view().openInvite(),
    },
    {
      id: 'employees.changeRole',
      title: (LL) => LL.employees.commands.changeRole(),
      group: 'actions',
      accountOwn: true,
      row: () => view().selected !== null,
      keywords: ['role', 'permission', 'edit employee', 'vai trò', 'quyền'],
      permission: EMPLOYEE_WRITE,
      blocked: () => changeRoleBlocked(view().selected),
      opens: 'dialog',
      run: () => {
        const { selected, openEdit } = view();
        if (selected) openEdit(selected.id);
      },
    },
    {
      id: 'employees.deactivate',
      title: (LL) => LL.employees.commands.deactivate(),
      group: 'actions',
      accountOwn: true,
      row: () => view().selected !== null,
      keywords: ['deactivate', 'disable', 'remove employee', 'vô hiệu hóa'],
      permission: EMPLOYEE_WRITE,
      // an inactive employee is activated from the edit dialog instead: listed disabled with why (not
      // hidden, so the rows' own Deactivate buttons stay while an inactive row is selected)
      blocked: () => deactivateBlocked(view().selected, view().selfId),
      opens: 'dialog',
      run: () => {
        const { selected, openDeactivate } = view();
        if (selected) openDeactivate(selected.id);
      },
    },
    {
      id: 'employees.assignPartners',
      title: (LL) => LL.employees.commands.assignPartners(),
      group: 'actions',
      accountOwn: true,
      row: () => view().selected !== null,
      keywords: ['partner', 'assign', 'partner ids', 'đối tác', 'phân công'],
      // the same level as PUT partner-managements
      permission: EMPLOYEE_WRITE,
      blocked: () => assignPartnersBlocked(view().selected),
      opens: 'dialog',
      run: () => {
        const { selected, openPartners } = view();
        if (selected) openPartners(selected.id);
      },
    },
  ];
}
