import { c, type CodedRow } from './types.ts';

/**
 * Status and kind lists the list screens filter by (served by GET /api/common/filter). Codes are the
 * spec's words; a feature whose domain module defines the same enum must keep codes and ids equal
 * (docs/decisions/009-reference-data.md).
 */
export const FILTERS = {
  offer_statuses: [
    c(1, 'active', 'Active', 'Đang hoạt động'),
    c(2, 'paused', 'Paused', 'Tạm dừng'),
    c(3, 'pending', 'Pending', 'Chờ duyệt'),
    c(4, 'deleted', 'Deleted', 'Đã xóa'),
    c(5, 'deactivated', 'Deactivated (expired)', 'Ngừng hoạt động (hết hạn)'),
  ],
  offer_visibilities: [c(1, 'public', 'Public', 'Công khai'), c(2, 'private', 'Private', 'Riêng tư')],
  conversion_statuses: [
    c(1, 'pending', 'Pending', 'Chờ duyệt'),
    c(2, 'approved', 'Approved', 'Đã duyệt'),
    c(3, 'rejected', 'Rejected', 'Từ chối'),
    c(4, 'gross', 'Gross', 'Tổng (gross)'),
    c(5, 'organic', 'Organic', 'Tự nhiên (organic)'),
    c(6, 'unapproved', 'Unapproved', 'Chưa duyệt'),
  ],
  partner_contract_statuses: [
    c(1, 'approved', 'Approved', 'Đã duyệt'),
    c(2, 'rejected', 'Rejected', 'Từ chối'),
    c(3, 'pending', 'Pending', 'Chờ duyệt'),
    c(4, 'sent', 'Sent', 'Đã gửi'),
    c(5, 'terminated', 'Terminated', 'Đã chấm dứt'),
  ],
  /** ids are the spec's numbers: stopped 0, working 1, processing 2, blocked 3 */
  working_modes: [
    c(0, 'stopped', 'Stopped', 'Đã dừng'),
    c(1, 'working', 'Working', 'Đang làm việc'),
    c(2, 'processing', 'Processing', 'Đang xử lý'),
    c(3, 'blocked', 'Blocked', 'Đã chặn'),
  ],
  application_kinds: [
    c(1, 'invite', 'Invited', 'Đã mời'),
    c(2, 're_invite', 'Re-invited', 'Đã mời lại'),
    c(3, 'applied', 'Applied', 'Đã ứng tuyển'),
    c(4, 'joined', 'Joined', 'Đã tham gia'),
  ],
  fraud_levels: [
    c(1, 'good', 'Good', 'Tốt'),
    c(2, 'warning', 'Warning', 'Cảnh báo'),
    c(3, 'bad', 'Bad', 'Xấu'),
    c(4, 'safe', 'Safe', 'An toàn'),
    c(5, 'drop', 'Drop', 'Loại bỏ'),
    c(6, 'unknown', 'Unknown', 'Không xác định'),
  ],
  invalid_traffic_kinds: [
    c(1, 'GIVT', 'General invalid traffic (GIVT)', 'Lưu lượng không hợp lệ thông thường (GIVT)'),
    c(2, 'SIVT', 'Sophisticated invalid traffic (SIVT)', 'Lưu lượng không hợp lệ tinh vi (SIVT)'),
  ],
  invoice_types: [
    c(1, 'performance', 'Performance invoice', 'Hóa đơn hiệu suất'),
    c(2, 'platform', 'Platform invoice', 'Hóa đơn nền tảng'),
    c(3, 'retainer', 'Retainer invoice', 'Hóa đơn phí duy trì'),
  ],
  product_statuses: [c(1, 'in_stock', 'In stock', 'Còn hàng'), c(2, 'out_of_stock', 'Out of stock', 'Hết hàng')],
  promo_code_statuses: [c(1, 'active', 'Active', 'Đang hoạt động'), c(2, 'inactive', 'Inactive', 'Ngừng hoạt động')],
} as const satisfies Record<string, readonly CodedRow[]>;

export type FilterType = keyof typeof FILTERS;
export const FILTER_TYPES = Object.keys(FILTERS) as FilterType[];
