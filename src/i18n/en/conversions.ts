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
    selectFirst: 'Select conversions first.',
    tooMany: 'Select at most 1000 conversions.',
    oneRow: 'Select a single conversion.',
    locked: 'Locked conversions are read-only.',
    partner_blocked: 'Approval failed because the partner is blocked.',
    not_allowed: 'Not possible in the current status.',
    unchanged: 'The conversion already has this status.',
  },
  commands: {
    approve: 'Approve {count:number} conversion{{s}}',
    reject: 'Reject {count:number} conversion{{s}}…',
    organic: 'Mark {count:number} conversion{{s}} as organic',
    adjust: 'Adjust payout of conversion #{id:number}…',
    adjustNone: 'Adjust payout of a conversion…',
  },
  toolbar: {
    label: 'Status changes',
    selected: '{count:number} conversion{{s}} selected',
    readOnly: 'Select conversions with Shift+↑/↓ to change their status.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    reasonOptional: 'Reason (optional)',
    reasonRequired: 'Enter a reason: the partner is told why.',
    reasonTooLong: 'At most 2000 characters.',
    failed: 'The status change failed. Try again.',
  },
  adjust: {
    open: 'Adjust payout',
    title: 'Adjust payout of conversion #{id:number}',
    current: 'Current payout: {payout} (original {original}, adjustment {adjustment})',
    newPayout: 'New total payout',
    invalid: 'Enter an amount of at least 0 with at most 4 decimals.',
    save: 'Save',
    failed: 'The adjustment failed. Try again.',
  },
} as const;
