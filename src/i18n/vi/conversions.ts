/** Thao tác chuyển đổi và điều chỉnh (xem src/i18n/en/conversions.ts). */
export default {
  actions: {
    approve: 'Duyệt',
    reject: 'Từ chối',
    organic: 'Đánh dấu tự nhiên',
  },
  confirm: {
    approve: 'Duyệt {count} chuyển đổi?',
    reject: 'Từ chối {count} chuyển đổi?',
    organic: 'Đánh dấu {count} chuyển đổi là tự nhiên?',
  },
  reason: 'Lý do',
  reasonHint: 'Đối tác sẽ thấy lý do này cùng với chuyển đổi.',
  outcomes: {
    changed: 'Đã cập nhật',
    unchanged: 'Đã ở trạng thái này',
    not_found: 'Không tìm thấy',
    not_allowed: 'Không thể thực hiện thao tác này ở trạng thái hiện tại',
    partner_blocked: 'Duyệt không thành công vì đối tác đã bị chặn.',
    locked: 'Đã bị khóa bởi đối soát',
  },
  summary: {
    changed: 'Đã cập nhật {count} chuyển đổi.',
    unchanged: '{count} chuyển đổi đã ở trạng thái này.',
    not_found: 'Không tìm thấy {count} chuyển đổi.',
    not_allowed: '{count} chuyển đổi không thể thực hiện thao tác này ở trạng thái hiện tại.',
    partner_blocked: 'Duyệt không thành công vì đối tác đã bị chặn.',
    locked: '{count} chuyển đổi đã khóa không cập nhật được trạng thái.',
  },
  adjustment: {
    title: 'Điều chỉnh',
    hint: 'Cộng vào hoa hồng của chuyển đổi này (số âm để giảm).',
    saved: 'Đã lưu điều chỉnh.',
  },
  errors: {
    conversion_locked: 'Chuyển đổi này đã bị khóa bởi đối soát và không thể thay đổi nữa.',
    payout_negative: 'Điều chỉnh này làm hoa hồng bị âm.',
  },
  disabled: {
    locked: 'Chuyển đổi đã khóa chỉ được xem.',
    partner_blocked: 'Duyệt không thành công vì đối tác đã bị chặn.',
    not_allowed: 'Không thể thực hiện ở trạng thái hiện tại.',
    unchanged: 'Chuyển đổi đã ở trạng thái này.',
  },
} as const;
