import { c, type CodedRow, type Label } from './types.ts';

/** Offer-side lists (spec 2 §3): models, types, budgets, tracking and schedule. */

/** Where the offer's conversion happens. */
export const CHANNELS: readonly CodedRow[] = [
  c(1, 'website', 'Website', 'Trang web'),
  c(2, 'mobile_app', 'Mobile app', 'Ứng dụng di động'),
  c(3, 'website_and_app', 'Website and mobile app', 'Trang web và ứng dụng di động'),
  c(4, 'marketplace', 'Marketplace store (Shopee, Lazada, Tiki…)', 'Gian hàng trên sàn TMĐT (Shopee, Lazada, Tiki…)'),
  c(5, 'social_commerce', 'Social commerce (TikTok Shop, Facebook…)', 'Bán hàng qua mạng xã hội (TikTok Shop, Facebook…)'),
  c(6, 'offline_store', 'Offline store', 'Cửa hàng trực tiếp'),
  c(7, 'call_center', 'Call center', 'Tổng đài bán hàng'),
];

export const PAYOUT_MODELS: readonly CodedRow[] = [
  c(1, 'CPA', 'CPA – cost per action', 'CPA – chi phí trên mỗi hành động'),
  c(2, 'CPS', 'CPS – cost per sale', 'CPS – chi phí trên mỗi đơn hàng'),
  c(3, 'CPA+CPS', 'CPA+CPS – action and sale', 'CPA+CPS – hành động và đơn hàng'),
  c(4, 'CPC', 'CPC – cost per click', 'CPC – chi phí trên mỗi lượt nhấp'),
  c(5, 'CPI', 'CPI – cost per install', 'CPI – chi phí trên mỗi lượt cài đặt'),
];

export const REVENUE_MODELS: readonly CodedRow[] = [
  c(1, 'RPA', 'RPA – revenue per action', 'RPA – doanh thu trên mỗi hành động'),
  c(2, 'RPS', 'RPS – revenue per sale', 'RPS – doanh thu trên mỗi đơn hàng'),
  c(3, 'RPA+RPS', 'RPA+RPS – action and sale', 'RPA+RPS – hành động và đơn hàng'),
  c(4, 'RPC', 'RPC – revenue per click', 'RPC – doanh thu trên mỗi lượt nhấp'),
  c(5, 'RPM', 'RPM – revenue per thousand impressions', 'RPM – doanh thu trên mỗi nghìn lượt hiển thị'),
];

export const PAYOUT_TYPES: readonly CodedRow[] = [
  c(1, 'fixed', 'Fixed amount', 'Số tiền cố định'),
  c(2, 'percent', 'Percent of sale', 'Phần trăm giá trị đơn hàng'),
];

export const REVENUE_TYPES: readonly CodedRow[] = [
  c(1, 'fixed', 'Fixed amount', 'Số tiền cố định'),
  c(2, 'percent', 'Percent of sale', 'Phần trăm giá trị đơn hàng'),
];

/** Offer priority (spec 2: low, medium, high = 1 to 3). */
export const PRIORITIES: readonly CodedRow[] = [
  c(1, 'low', 'Low', 'Thấp'),
  c(2, 'medium', 'Medium', 'Trung bình'),
  c(3, 'high', 'High', 'Cao'),
];

export const OFFER_BUDGET_TYPES: readonly CodedRow[] = [
  c(1, 'conversions', 'Conversions', 'Chuyển đổi'),
  c(2, 'payout', 'Payout', 'Hoa hồng'),
  c(3, 'revenue', 'Revenue', 'Doanh thu'),
  c(4, 'clicks', 'Clicks', 'Lượt nhấp'),
];

/** Ordered from the shortest to the longest timeframe: budget rules compare by this order. */
export const OFFER_BUDGET_FREQUENCIES: readonly CodedRow[] = [
  c(1, 'daily', 'Daily', 'Hằng ngày'),
  c(2, 'weekly', 'Weekly', 'Hằng tuần'),
  c(3, 'monthly', 'Monthly', 'Hằng tháng'),
  c(4, 'yearly', 'Yearly', 'Hằng năm'),
  c(5, 'lifetime', 'Lifetime', 'Trọn đời'),
];

export const TRACKING_TYPES: readonly CodedRow[] = [
  c(1, 'js_pixel', 'JavaScript pixel', 'Pixel JavaScript'),
  c(2, 'iframe_pixel', 'Iframe pixel', 'Pixel iframe'),
  c(3, 'click_pixel', 'Click pixel', 'Pixel lượt nhấp'),
  c(4, 's2s', 'Server to server (S2S)', 'Máy chủ tới máy chủ (S2S)'),
];

/** How a conversion event is reported (spec 2 "Conversion event" method). */
export const CONVERSION_METHODS: readonly CodedRow[] = [
  c(1, 'server_postback', 'Server postback', 'Postback từ máy chủ'),
  c(2, 'image_pixel', 'HTTPS image pixel', 'Pixel hình ảnh HTTPS'),
  c(3, 'iframe', 'Iframe', 'Iframe'),
  c(4, 'javascript', 'JavaScript', 'JavaScript'),
  c(5, 'thank_you_page', 'Thank-you page', 'Trang cảm ơn'),
  c(6, 'button_target', 'Button target', 'Nút bấm mục tiêu'),
];

/** Conversion event types. */
export const EVENT_TYPES: readonly CodedRow[] = [
  c(1, 'sale', 'Sale', 'Đơn hàng'),
  c(2, 'lead', 'Lead', 'Khách hàng tiềm năng'),
  c(3, 'registration', 'Registration', 'Đăng ký tài khoản'),
  c(4, 'install', 'App install', 'Cài đặt ứng dụng'),
  c(5, 'first_deposit', 'First deposit', 'Nạp tiền lần đầu'),
  c(6, 'subscription', 'Subscription', 'Đăng ký gói dịch vụ'),
  c(7, 'app_event', 'In-app event', 'Sự kiện trong ứng dụng'),
  c(8, 'other', 'Other', 'Khác'),
];

export const QUESTION_TYPES: readonly CodedRow[] = [
  c(1, 'text', 'Text', 'Văn bản'),
  c(2, 'radio', 'Single choice', 'Chọn một'),
  c(3, 'checkbox', 'Multiple choice', 'Chọn nhiều'),
  c(4, 'file', 'File', 'Tệp'),
];

export const DISCOUNT_TYPES: readonly CodedRow[] = [
  c(1, 'fixed', 'Fixed amount', 'Số tiền cố định'),
  c(2, 'percentage', 'Percentage', 'Phần trăm'),
];

export interface ScheduleDayRow extends CodedRow {
  /** display order: the week starts on Monday in both languages */
  priority: number;
}
/** ids follow JavaScript's Date#getDay (0 = Sunday), so a schedule matches a date without mapping. */
export const SCHEDULE_DAYS: readonly ScheduleDayRow[] = [
  { ...c(1, 'monday', 'Monday', 'Thứ Hai'), priority: 1 },
  { ...c(2, 'tuesday', 'Tuesday', 'Thứ Ba'), priority: 2 },
  { ...c(3, 'wednesday', 'Wednesday', 'Thứ Tư'), priority: 3 },
  { ...c(4, 'thursday', 'Thursday', 'Thứ Năm'), priority: 4 },
  { ...c(5, 'friday', 'Friday', 'Thứ Sáu'), priority: 5 },
  { ...c(6, 'saturday', 'Saturday', 'Thứ Bảy'), priority: 6 },
  { ...c(0, 'sunday', 'Sunday', 'Chủ Nhật'), priority: 7 },
];

/** Offer defaults in days (spec 2 §8); a mobile-app offer's session lasts 7 days. */
export const TRACKING_TRAFFIC_LIFETIME = {
  click_life_time: 30,
  session_life_span: 90,
  session_life_span_mobile_app: 7,
  time_to_repeat_conversion: 30,
} as const;

export interface TrackingKeyRow {
  id: number;
  /** the query parameter or macro as typed into URLs */
  key: string;
  name: Label;
}
const k = (id: number, key: string, en: string, vi: string): TrackingKeyRow => ({ id, key, name: { en, vi } });
const subs = (first: number, prefix: string, count: number, en: string, vi: string): TrackingKeyRow[] =>
  Array.from({ length: count }, (_, i) => k(first + i, `${prefix}${i + 1}`, `${en} ${i + 1}`, `${vi} ${i + 1}`));

/**
 * Parameters the tracking screens offer to insert (spec 2 "Conversion event" and tracking settings).
 * The tracking endpoints read the same names.
 */
export const TRACKING_KEYS = {
  /** sent back by the brand's server on a conversion */
  postback_parameters: [
    k(1, 'click_id', 'Click ID', 'Mã lượt nhấp'),
    k(2, 'event_id', 'Conversion event ID', 'Mã sự kiện chuyển đổi'),
    k(3, 'amount', 'Sale amount', 'Giá trị đơn hàng'),
    k(4, 'external_id', 'External conversion ID (order ID)', 'Mã chuyển đổi bên ngoài (mã đơn hàng)'),
    k(5, 'currency', 'Currency', 'Tiền tệ'),
    k(6, 'promo_code', 'Promo code', 'Mã khuyến mãi'),
  ],
  /** appended to the landing page URL on the click redirect */
  landing_page_parameters: [
    k(1, 'click_id', 'Click ID', 'Mã lượt nhấp'),
    k(2, 'partner_id', 'Partner ID', 'Mã đối tác'),
    k(3, 'offer_id', 'Offer ID', 'Mã chiến dịch'),
    ...subs(4, 'sub', 5, 'Partner sub-parameter', 'Tham số phụ của đối tác'),
  ],
  /** free parameters of a conversion event postback */
  event_postback_params: subs(1, 'par', 10, 'Event parameter', 'Tham số sự kiện'),
  discount_program_parameters: [k(1, 'promo_code', 'Promo code', 'Mã khuyến mãi')],
} as const;
