import type { ContractAction, ContractStatus } from '../domain/partners/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { partnerContractActions } from '../machines/partner-contract.ts';
import type { Command } from './registry.ts';

/**
 * Commands of the partner-contract screen's Contracts tab (issue 25 items 1 and 5; decision 074):
 * draw up contracts, open the selected one, and send / approve / reject / terminate it. The actions
 * are state-filtered by the partner-contract machine (src/machines/partner-contract.ts) — the same
 * answer the server gives: a refused one is listed, disabled, with the reason. Reads need
 * partnership (management) ≥ 2, writes 15; opening the screen is the route table's "Go to".
 */
const READ = { module: 'management', level: LEVEL.read } as const;
const WRITE = { module: 'management', level: LEVEL.full } as const;

/** The open Contracts tab: its selected contract (null when none). */
export interface ContractListView {
  selected: { id: number; status: ContractStatus } | null;
  /** null while the tab is not shown (the dialog opens on it) */
  drawUp: (() => void) | null;
  open(): void;
  act(action: ContractAction): void;
}

const TITLES = {
  send: (LL) => LL.partnerContracts.palette.send(),
  approve: (LL) => LL.partnerContracts.palette.approve(),
  reject: (LL) => LL.partnerContracts.palette.reject(),
  terminate: (LL) => LL.partnerContracts.palette.terminate(),
} satisfies Record<ContractAction, Command['title']>;

const KEYWORDS = ['contract', 'partner', 'hợp đồng', 'đối tác'];

export function contractListCommands(view: () => ContractListView): Command[] {
  const noSelection = () => (view().selected ? undefined : 'partnerContracts.palette.noSelection');
  const actions = (['send', 'approve', 'reject', 'terminate'] as const).map((action): Command => {
    const reason = (): string | undefined => {
      const { selected } = view();
      if (!selected) return 'partnerContracts.palette.noSelection';
      return partnerContractActions(selected.status).includes(action) ? undefined : 'partnerContracts.palette.notAllowed';
    };
    return {
      id: `partnerContracts.${action}`,
      title: TITLES[action],
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, action],
      permission: WRITE,
      blocked: reason,
      run: () => view().act(action),
    };
  });
  return [
    {
      id: 'partnerContracts.drawUp',
      title: (LL) => LL.partnerContracts.palette.drawUp(),
      group: 'actions',
      keywords: [...KEYWORDS, 'draw up', 'template', 'budget', 'lập', 'ngân sách'],
      permission: WRITE,
      blocked: () => (view().drawUp === null ? 'errors.permissionDeniedAction' : null),
      run: () => view().drawUp?.(),
    },
    {
      id: 'partnerContracts.open',
      title: (LL) => LL.partnerContracts.palette.open(),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, 'detail', 'budget', 'usage', 'chi tiết'],
      permission: READ,
      blocked: noSelection,
      run: () => view().open(),
    },
    ...actions,
  ];
}
