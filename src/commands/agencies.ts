import type { AgencyBrandAction, AgencyContractStatus } from '../domain/agencies/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { agencyContractRefusal } from '../machines/agency-contract.ts';
import { AGENCY_CONTRACT_SEARCH_PAGE } from './entity-search.ts';
import type { Command } from './registry.ts';

/**
 * Agency contracts as palette commands (issue 25 items 2 and 5; decision 076): "Find agency
 * contract…" everywhere, and on /management/agency-contract the selected contract's actions. What
 * is enabled is what the agency-contract machine allows in the contract's status — the server's own
 * rule — so a refused action is listed disabled with why. Reads need management ≥ 2, writes 15.
 */
export const AGENCY_READ = { module: 'management', level: LEVEL.read } as const;
export const AGENCY_WRITE = { module: 'management', level: LEVEL.full } as const;

export interface SelectedAgencyContract {
  id: number;
  agency: string;
  status: AgencyContractStatus;
}

export interface AgencyContractsView {
  selected: SelectedAgencyContract | null;
  openCreate(): void;
  openEdit(): void;
  /** asks for confirmation first where the action cannot be undone (cancel, terminate) */
  act(action: AgencyBrandAction): void;
}

/** null when `action` may be asked of the selected contract, else the i18n key of why not. */
export function agencyActionBlocked(v: Pick<AgencyContractsView, 'selected'>, action: AgencyBrandAction | 'edit'): string | null {
  if (!v.selected) return 'agencies.commands.noContract';
  return agencyContractRefusal(v.selected.status, action) === null ? null : 'agencies.refusals.status_not_allowed';
}

const ACTIONS: readonly (AgencyBrandAction | 'edit')[] = ['edit', 'send', 'keep', 'cancel', 'terminate'];
const KEYWORDS: Record<AgencyBrandAction | 'edit', string[]> = {
  edit: ['edit', 'draft', 'sửa', 'bản nháp'],
  send: ['send', 'agency', 'gửi'],
  keep: ['keep', 'termination', 'giữ'],
  cancel: ['cancel', 'withdraw', 'hủy'],
  terminate: ['terminate', 'end', 'chấm dứt'],
};

export function agencyContractCommands(view: () => AgencyContractsView): Command[] {
  return [
    {
      id: 'agencyContracts.create',
      title: (LL) => LL.agencies.actions.create(),
      group: 'actions',
      keywords: ['agency', 'contract', 'new', 'hợp đồng', 'đại lý', 'tạo'],
      permission: AGENCY_WRITE,
      opens: 'dialog',
      run: () => view().openCreate(),
    },
    ...ACTIONS.map((action): Command => ({
      id: `agencyContracts.${action}`,
      title: (LL) => {
        const s = view().selected;
        const name = LL.agencies.actions[action]();
        return s ? LL.agencies.commands.onContract({ action: name, id: s.id, agency: s.agency }) : name;
      },
      group: 'actions',
      row: () => view().selected !== null,
      keywords: ['agency', 'contract', 'hợp đồng', 'đại lý', ...KEYWORDS[action]],
      permission: AGENCY_WRITE,
      blocked: () => agencyActionBlocked(view(), action),
      run: () => (action === 'edit' ? view().openEdit() : view().act(action)),
    })),
  ];
}

/** "Find agency contract…": the palette's entity search over the brand's contracts (by contract id, agency id or name). */
export function agencySearchCommands(): Command[] {
  return [
    {
      id: AGENCY_CONTRACT_SEARCH_PAGE,
      title: (LL) => LL.agencies.commands.find(),
      group: 'navigation',
      keywords: ['agency', 'contract', 'find', 'search', 'tìm', 'hợp đồng', 'đại lý'],
      permission: AGENCY_READ,
      page: { id: AGENCY_CONTRACT_SEARCH_PAGE },
    },
  ];
}
