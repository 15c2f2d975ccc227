/** Chợ đối tác (issue 16 mục 1). */
export default {
  refusals: {
    partner_not_found: 'Đối tác này không tồn tại.',
    agency_not_found: 'Agency này không tồn tại.',
    filter_not_found: 'Bộ lọc đã lưu này không tồn tại.',
    review_exists: 'Thương hiệu của bạn đã đánh giá đối tác này.',
    review_not_allowed: 'Đối tác này không nhận đánh giá.',
    agency_review_exists: 'Thương hiệu của bạn đã đánh giá đại lý này.',
    brand_review_exists: 'Đối tác này đã đánh giá thương hiệu này.',
  },
} as const;
