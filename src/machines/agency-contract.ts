import { setup, transition, type SnapshotFrom } from 'xstate';
import {
  AGENCY_BRAND_ACTIONS,
  AGENCY_SIDE_ACTIONS,
  type AgencyBrandAction,
  type AgencyContractAction,
  type AgencyContractStatus,
  type AgencySideAction,
} from '../domain/agencies/enums.ts';

export type AgencyContractEvent =
  /** the brand sends its drafted terms to the agency */
  | { type: 'contract.send' }
  /** the brand withdraws a draft or a contract the agency has not signed; final */
  | { type: 'contract.cancel' }
  /** the agency signs: the contract is in force from its start */
  | { type: 'contract.sign' }
  /** the agency declines the terms; final */
  | { type: 'contract.decline' }
  /** the agency asks to end early; the contract runs until the brand answers */
  | { type: 'contract.request_termination' }
  /** the brand ends the contract (at once, or granting the agency's request); final */
  | { type: 'contract.terminate' }
  /** the brand refuses the agency's request: the contract runs on */
  | { type: 'contract.keep' }
  /** the clock: the end has passed */
  | { type: 'contract.expire' };

/**
 * Agency contract (spec 3 §3–§4; docs/decisions/076-agency-contracts.md). The brand drafts
 * (`pending`, editable) and sends; the agency signs (`approved`) or declines (`rejected`, as is the
 * brand's cancel). In force, the agency may ask to end early (`termination_requested`, still in
 * force); the brand terminates at any time (final, with its date-time) or keeps the contract. The end
 * passing expires it. Data preconditions (the end really passed) are the server's
 * (server/agencies/contracts.ts).
 */
export const agencyContractChart = setup({
  types: { events: {} as AgencyContractEvent },
}).createMachine({
  id: 'agencyContract',
  initial: 'pending',
  states: {
    pending: { on: { 'contract.send': 'sent', 'contract.cancel': 'rejected' } },
    sent: { on: { 'contract.sign': 'approved', 'contract.decline': 'rejected', 'contract.cancel': 'rejected' } },
    approved: {
      on: { 'contract.request_termination': 'termination_requested', 'contract.terminate': 'terminated', 'contract.expire': 'expired' },
    },
    termination_requested: { on: { 'contract.keep': 'approved', 'contract.terminate': 'terminated', 'contract.expire': 'expired' } },
    rejected: { type: 'final' },
    terminated: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type AgencyContractSnapshot = SnapshotFrom<typeof agencyContractChart>;

export const agencyContractAt = (status: AgencyContractStatus): AgencyContractSnapshot =>
  agencyContractChart.resolveState({ value: status, context: {} });

/** The status after `event`, or null when the machine refuses it from `status`. */
export function nextAgencyContract(status: AgencyContractStatus, event: AgencyContractEvent): AgencyContractStatus | null {
  const snapshot = agencyContractAt(status);
  if (!snapshot.can(event)) return null;
  return transition(agencyContractChart, snapshot, event)[0].value as AgencyContractStatus;
}

export const agencyContractEvent = (action: AgencyContractAction): AgencyContractEvent => ({ type: `contract.${action}` });

/** The brand's actions the chart allows now (the same answer the server gives). */
export const agencyContractActions = (status: AgencyContractStatus): AgencyBrandAction[] =>
  AGENCY_BRAND_ACTIONS.filter((a) => agencyContractAt(status).can(agencyContractEvent(a)));

/** The agency's answers the chart allows now. */
export const agencySideActions = (status: AgencyContractStatus): AgencySideAction[] =>
  AGENCY_SIDE_ACTIONS.filter((a) => agencyContractAt(status).can(agencyContractEvent(a)));

/** Only a draft's terms may change: what was sent is what the agency signs. */
export const agencyContractEditable = (status: AgencyContractStatus): boolean => status === 'pending';

/** Why the brand's `action` is refused in `status` (a code both sides translate), or null when allowed. */
export const agencyContractRefusal = (status: AgencyContractStatus, action: AgencyBrandAction | 'edit'): 'status_not_allowed' | null =>
  (action === 'edit' ? agencyContractEditable(status) : agencyContractActions(status).includes(action)) ? null : 'status_not_allowed';
