/** Marketplace (issue 16 item 1): for now the refusals of its API; the views add their strings here. */
export default {
  refusals: {
    partner_not_found: 'This partner does not exist.',
    agency_not_found: 'This agency does not exist.',
    filter_not_found: 'This saved filter does not exist.',
    review_exists: 'Your brand has already reviewed this partner.',
    review_not_allowed: 'This partner does not accept reviews.',
    agency_review_exists: 'Your brand has already reviewed this agency.',
    brand_review_exists: 'This partner has already reviewed this brand.',
  },
};
