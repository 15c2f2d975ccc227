import type { AgencyContractEvent } from '../../../src/machines/agency-contract.ts';
import type { ProductUploadEvent } from '../../../src/machines/product-upload.ts';
import type { PartnerApplicationEvent } from '../../../src/machines/partner-application.ts';
import type { PartnerContractEvent } from '../../../src/machines/partner-contract.ts';
import type { WorkingModeEvent } from '../../../src/machines/working-mode.ts';
import type { TicketEvent } from '../../../src/machines/ticket.ts';
import type { CrossCheckEvent } from '../../../src/machines/cross-check.ts';
import type { ConversionUploadEvent } from '../../../src/machines/conversion-upload.ts';

/**
 * The events each chart's model tests walk, one list per chart for its API and UI tests alike, so
 * both generate the same paths (xstate/graph follows the list's order).
 */
export const WORKING_MODE_EVENTS: readonly WorkingModeEvent[] = [
  { type: 'mode.pause' },
  { type: 'mode.resume' },
  { type: 'mode.block' },
  { type: 'mode.unblock' },
  { type: 'mode.ready' },
];

export const PARTNER_APPLICATION_EVENTS: readonly PartnerApplicationEvent[] = [
  { type: 'invitation.send' },
  { type: 'application.submit' },
  { type: 'invitation.accept' },
  { type: 'invitation.decline' },
  { type: 'application.approve' },
  { type: 'application.reject' },
  { type: 'invitation.resend' },
];

export const AGENCY_CONTRACT_EVENTS: readonly AgencyContractEvent[] = [
  { type: 'contract.send' },
  { type: 'contract.cancel' },
  { type: 'contract.sign' },
  { type: 'contract.decline' },
  { type: 'contract.request_termination' },
  { type: 'contract.terminate' },
  { type: 'contract.keep' },
  { type: 'contract.expire' },
];

/** The partner-contract chart's events: the brand's four actions, the partner's early termination, the clock. */
export const PARTNER_CONTRACT_EVENTS: readonly PartnerContractEvent[] = [
  { type: 'contract.send' },
  { type: 'contract.approve' },
  { type: 'contract.reject' },
  { type: 'contract.terminate', by: 'brand' },
  { type: 'contract.terminate', by: 'partner' },
  { type: 'contract.expire' },
];

/** The product-upload chart's events (decision 080): the reading's outcome, the user's three actions, the accept's outcome, a stopped process. */
export const PRODUCT_UPLOAD_EVENTS: readonly ProductUploadEvent[] = [
  { type: 'validation.succeeded' },
  { type: 'validation.failed' },
  { type: 'upload.accept' },
  { type: 'upload.discard' },
  { type: 'accept.succeeded' },
  { type: 'accept.failed' },
  { type: 'upload.undo' },
  { type: 'processing.interrupted' },
];

export const TICKET_EVENTS: readonly TicketEvent[] = [
  { type: 'ticket.reply' },
  { type: 'ticket.accept' },
  { type: 'ticket.reopen' },
  { type: 'ticket.close' },
];

export const CROSS_CHECK_EVENTS: readonly CrossCheckEvent[] = [
  { type: 'crosscheck.close' },
  { type: 'crosscheck.finalize' },
  { type: 'crosscheck.reopen' },
  { type: 'crosscheck.lock' },
];

export const CONVERSION_UPLOAD_EVENTS: readonly ConversionUploadEvent[] = [
  { type: 'validation.succeeded' },
  { type: 'validation.failed' },
  { type: 'upload.apply' },
  { type: 'upload.discard' },
  { type: 'apply.succeeded' },
  { type: 'apply.failed' },
  { type: 'processing.interrupted' },
];
