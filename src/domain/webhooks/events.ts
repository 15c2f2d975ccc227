/**
 * The event types a brand may subscribe a webhook endpoint to (issue 14 item 5). Contract, invoice
 * and ticket events join this list as those areas land; the labels live in src/i18n/<lang>/webhooks.ts.
 * Plain constants (no zod): the browser's settings page reads them.
 */
export const WEBHOOK_EVENT = {
  conversionCreated: 'conversion.created',
  conversionApproved: 'conversion.approved',
  conversionRejected: 'conversion.rejected',
  offerStatusChanged: 'offer.status_changed',
  // tier groups (issue 16 item 2): created / renamed / tier changed / deleted, and members moved
  tierGroupChanged: 'tier_group.changed',
  tierGroupMembersChanged: 'tier_group.members_changed',
  // marketplace writes of the brand (issue 16 item 1; docs/decisions/050-market-profile.md)
  marketReviewCreated: 'market.review_created',
  marketFavoriteChanged: 'market.favorite_changed',
  // applications and invitations (issue 16 item 4, decision 054)
  invitationChanged: 'invitation.changed',
  applicationChanged: 'application.changed',
  // partner management (issue 16 item 2)
  partnerWorkingModeChanged: 'partner.working_mode_changed',
  partnerManagerChanged: 'partner.manager_changed',
  // agency contracts (issue 25 item 2, decision 076): drafted, edited, and every status change
  agencyContractChanged: 'agency_contract.changed',
  // partner contracts (issue 25 item 1, decision 074): drawn up, sent, approved, rejected, terminated, expired
  partnerContractChanged: 'partner_contract.changed',
  // the product catalogue (issue 26, decision 080): created, updated, deleted, imported, import undone
  productChanged: 'product.changed',
  productImportChanged: 'product_import.changed',
  // the product API sync (issue 26 item 3, decision 084): a sync finished, succeeded or failed
  productSyncChanged: 'product_sync.changed',
  // discount programs and promo codes (issue 26 items 4–5, decision 082): every write
  discountProgramChanged: 'discount_program.changed',
  promoCodeChanged: 'promo_code.changed',
  // support tickets (issue 28, decision 087): raised, messages, replies, accepted, reopened, closed; reviews
  ticketChanged: 'ticket.changed',
  ticketReviewCreated: 'ticket.review_created',
  // invoices (issue 27 item 4, decision 092): issued, marked paid or unpaid, overdue
  invoiceChanged: 'invoice.changed',
  // guided reconciliation (issue 27 item 3, decision 093): ledger uploaded, decisions, sign-off, re-opening
  reconciliationChanged: 'reconciliation.changed',
  // cross-check (issue 27 item 2, decision 090): created, finalized, reopened, arrears, locked (by the brand or the job)
  crossCheckChanged: 'cross_check.changed',
} as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT)[keyof typeof WEBHOOK_EVENT];
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = Object.values(WEBHOOK_EVENT);
/** Sent only by "send test event"; no endpoint subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;
/** Attempts of one delivery: the first and this many retries, with exponential backoff. */
export const WEBHOOK_RETRY_LIMIT = 8;
