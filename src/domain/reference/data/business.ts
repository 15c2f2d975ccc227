import type { BandRow } from './partners.ts';
import { c, same, type CodedRow } from './types.ts';

/** Brand onboarding (public and payment info) and agency contract lists (spec 1 §3, spec 3). */

export const BUSINESS_TYPES: readonly CodedRow[] = [
  c(1, 'ecommerce', 'Online store', 'Cửa hàng trực tuyến'),
  c(2, 'retail', 'Retail chain', 'Chuỗi bán lẻ'),
  c(3, 'brand', 'Brand or manufacturer', 'Thương hiệu hoặc nhà sản xuất'),
  c(4, 'marketplace', 'Marketplace', 'Sàn thương mại điện tử'),
  c(5, 'app', 'Mobile app or game', 'Ứng dụng di động hoặc trò chơi'),
  c(6, 'services', 'Service provider', 'Nhà cung cấp dịch vụ'),
  c(7, 'financial', 'Financial institution', 'Tổ chức tài chính'),
  c(8, 'education', 'Education provider', 'Đơn vị giáo dục'),
  c(9, 'travel', 'Travel company', 'Công ty du lịch'),
  c(10, 'other', 'Other', 'Khác'),
];

/** The brand's affiliate experience so far. */
export const AFFILIATE_PROGRAMS: readonly CodedRow[] = [
  c(1, 'none', 'This is our first affiliate program', 'Đây là chương trình affiliate đầu tiên'),
  c(2, 'in_house', 'We run one in-house', 'Chúng tôi tự vận hành'),
  c(3, 'network', 'We run one on another network', 'Chúng tôi đang chạy trên một nền tảng khác'),
  c(4, 'agency', 'An agency runs ours', 'Một đại lý đang vận hành cho chúng tôi'),
];

export const PRIMARY_METHODS_OF_CONVERSION: readonly CodedRow[] = [
  c(1, 'online_checkout', 'Online checkout', 'Thanh toán trực tuyến'),
  c(2, 'lead_form', 'Lead form', 'Biểu mẫu đăng ký thông tin'),
  c(3, 'sign_up', 'Account sign-up', 'Đăng ký tài khoản'),
  c(4, 'app_install', 'App install', 'Cài đặt ứng dụng'),
  c(5, 'phone_call', 'Phone call', 'Cuộc gọi điện thoại'),
  c(6, 'in_store', 'In-store purchase', 'Mua tại cửa hàng'),
];

/** Annual online revenue bands in US dollars. */
export const ANNUAL_ONLINE_REVENUES: readonly BandRow[] = [
  { id: 1, from_point: 0, to_point: 100_000, name: { en: 'Under $100K', vi: 'Dưới 100 nghìn USD' } },
  { id: 2, from_point: 100_000, to_point: 1_000_000, name: { en: '$100K – $1M', vi: '100 nghìn – 1 triệu USD' } },
  { id: 3, from_point: 1_000_000, to_point: 10_000_000, name: { en: '$1M – $10M', vi: '1 triệu – 10 triệu USD' } },
  { id: 4, from_point: 10_000_000, to_point: 50_000_000, name: { en: '$10M – $50M', vi: '10 triệu – 50 triệu USD' } },
  { id: 5, from_point: 50_000_000, to_point: null, name: { en: 'Over $50M', vi: 'Trên 50 triệu USD' } },
];

/** How often the brand pays partners. */
export const PAYMENT_FREQUENCIES: readonly CodedRow[] = [
  c(1, 'weekly', 'Weekly', 'Hằng tuần'),
  c(2, 'biweekly', 'Every two weeks', 'Hai tuần một lần'),
  c(3, 'monthly', 'Monthly', 'Hằng tháng'),
  c(4, 'quarterly', 'Quarterly', 'Hằng quý'),
];

export const PAYMENT_METHODS: readonly CodedRow[] = [
  c(1, 'bank_transfer', 'Bank transfer', 'Chuyển khoản ngân hàng'),
  c(2, 'international_wire', 'International wire', 'Chuyển khoản quốc tế'),
  same(3, 'paypal', 'PayPal'),
  same(4, 'payoneer', 'Payoneer'),
  same(5, 'momo', 'MoMo'),
  same(6, 'zalopay', 'ZaloPay'),
  same(7, 'vnpay', 'VNPay'),
];

/** Agency retainer frequency (spec 3: monthly, or quarterly in January, April, July, October). */
export const AGENCY_PAYMENT_FREQUENCIES: readonly CodedRow[] = [
  c(1, 'monthly', 'Monthly', 'Hằng tháng'),
  c(2, 'quarterly', 'Quarterly (Jan, Apr, Jul, Oct)', 'Hằng quý (tháng 1, 4, 7, 10)'),
];

export interface DurationRow extends CodedRow {
  /** null = open-ended */
  months: number | null;
}
const d = (id: number, months: number | null, en: string, vi: string): DurationRow => ({
  ...c(id, months ? `${months}m` : 'open', en, vi),
  months,
});

/** Agency contract durations. */
export const DURATIONS: readonly DurationRow[] = [
  d(1, 1, '1 month', '1 tháng'),
  d(2, 3, '3 months', '3 tháng'),
  d(3, 6, '6 months', '6 tháng'),
  d(4, 12, '12 months', '12 tháng'),
  d(5, 24, '24 months', '24 tháng'),
  d(6, null, 'No end date', 'Không thời hạn'),
];

/** Services an agency offers a brand. */
export const SERVICES: readonly CodedRow[] = [
  c(1, 'program_management', 'Affiliate program management', 'Quản lý chương trình affiliate'),
  c(2, 'partner_recruitment', 'Partner recruitment', 'Tuyển dụng đối tác'),
  c(3, 'creative_production', 'Creative production', 'Sản xuất nội dung quảng cáo'),
  c(4, 'tracking_setup', 'Tracking setup', 'Thiết lập đo lường'),
  c(5, 'fraud_monitoring', 'Fraud monitoring', 'Giám sát gian lận'),
  c(6, 'reporting', 'Reporting and optimisation', 'Báo cáo và tối ưu'),
  c(7, 'payments', 'Partner payments', 'Thanh toán cho đối tác'),
];

export const CURRENCIES: readonly CodedRow[] = [
  c(1, 'USD', 'US dollar (USD)', 'Đô la Mỹ (USD)'),
  c(2, 'VND', 'Vietnamese dong (VND)', 'Việt Nam đồng (VND)'),
];
