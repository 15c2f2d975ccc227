import { setup, transition, type SnapshotFrom } from 'xstate';
import type { ContractAction, ContractParty, ContractStatus } from '../domain/partners/enums.ts';

export type PartnerContractEvent =
  /** the brand sends its terms to the partner (an invitation, or an answer to an application) */
  | { type: 'contract.send' }
  /** the awaited party accepts: the contract is effective from its contract date */
  | { type: 'contract.approve' }
  /** the awaited party declines; final */
  | { type: 'contract.reject' }
  /** either party ends an approved contract early; final */
  | { type: 'contract.terminate'; by: ContractParty }
  /** the clock: the end date of an approved contract has passed */
  | { type: 'contract.expire' };

/**
 * Partner contract (spec 3 §3–§4). A contract is proposed — `pending` (the partner applied, or the
 * brand drafted it) or `sent` (the brand's terms wait for the partner) — and then approved or rejected.
 * Rejected cannot be undone. An approved contract lets the partner run the offer from its contract
 * date; it ends when either party terminates it early (cannot be reinstated) or when its end date
 * passes (expired). Preconditions that are data — the partner is not blocked, the end date has really
 * passed — are checked by the server before it sends the event (server/partners/contracts.ts).
 */
export const partnerContractChart = setup({
  types: { events: {} as PartnerContractEvent },
}).createMachine({
  id: 'partnerContract',
  initial: 'pending',
  states: {
    pending: { on: { 'contract.send': 'sent', 'contract.approve': 'approved', 'contract.reject': 'rejected' } },
    sent: { on: { 'contract.approve': 'approved', 'contract.reject': 'rejected' } },
    approved: { on: { 'contract.terminate': 'terminated', 'contract.expire': 'expired' } },
    rejected: { type: 'final' },
    terminated: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type PartnerContractSnapshot = SnapshotFrom<typeof partnerContractChart>;

export const partnerContractAt = (status: ContractStatus): PartnerContractSnapshot =>
  partnerContractChart.resolveState({ value: status, context: {} });

/** The status after `event`, or null when the machine refuses it from `status`. */
export function nextPartnerContract(status: ContractStatus, event: PartnerContractEvent): ContractStatus | null {
  const snapshot = partnerContractAt(status);
  if (!snapshot.can(event)) return null;
  return transition(partnerContractChart, snapshot, event)[0].value as ContractStatus;
}

export const partnerContractEvent = (action: ContractAction, by: ContractParty = 'brand'): PartnerContractEvent =>
  action === 'terminate' ? { type: 'contract.terminate', by } : { type: `contract.${action}` };

/** Actions the UI may offer for a contract in `status` (the same answer the server gives). */
export const partnerContractActions = (status: ContractStatus): ContractAction[] =>
  (['send', 'approve', 'reject', 'terminate'] as const).filter((a) => partnerContractAt(status).can(partnerContractEvent(a)));
