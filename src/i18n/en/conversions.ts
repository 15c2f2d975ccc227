/**
 * Conversion actions and adjustments (issue 6 item 3; docs/decisions/025-conversion-actions.md):
 * action names, the per-conversion outcomes of a bulk action, the summary toast (spec 3 §8 domain
 * messages, counted from the answer's summary) and the adjustment errors.
 */
export default {
  actions: {
    approve: 'Approve',
    reject: 'Reject',
    organic: 'Mark as organic',
  },
  confirm: {
    approve: 'Approve {count:number} conversion{{s}}?',
    reject: 'Reject {count:number} conversion{{s}}?',
    organic: 'Mark {count:number} conversion{{s}} as organic?',
  },
  reason: 'Reason',
  reasonHint: 'The partner sees this reason with the conversion.',
  outcomes: {
    changed: 'Updated',
    unchanged: 'Already in this status',
    not_found: 'Not found',
    not_allowed: 'This action is not possible in the current status',
    partner_blocked: 'Approval failed because the partner is blocked.',
    locked: 'Locked by its cross-check',
  },
  summary: {
    changed: '{count:number} conversion{{s}} updated.',
    unchanged: '{count:number} conversion{{s}} already had this status.',
    not_found: '{count:number} conversion{{s}} could not be found.',
    not_allowed: '{count:number} conversion{{s}} cannot take this action in their current status.',
    partner_blocked: 'Approval failed because the partner is blocked.',
    locked: '{count:number} locked conversion{{s}} has failed to update status.',
  },
  adjustment: {
    title: 'Adjustment',
    hint: 'Added to the payout of this conversion (negative to lower it).',
    saved: 'Adjustment saved.',
  },
  errors: {
    conversion_locked: 'This conversion is locked by its cross-check and can no longer change.',
    payout_negative: 'The adjustment would make the payout negative.',
  },
  disabled: {
    locked: 'Locked conversions are read-only.',
    partner_blocked: 'Approval failed because the partner is blocked.',
    not_allowed: 'Not possible in the current status.',
    unchanged: 'The conversion already has this status.',
  },
} as const;
