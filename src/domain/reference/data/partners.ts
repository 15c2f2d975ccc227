import { c, same, type CodedRow, type Label } from './types.ts';

/** Partner (publisher) profile and marketplace filter lists (spec 3 §2–3). */

export const PARTNER_TYPES: readonly CodedRow[] = [
  c(1, 'content', 'Content site or blog', 'Trang web nội dung hoặc blog'),
  c(2, 'influencer', 'Influencer (KOL / KOC)', 'Người có ảnh hưởng (KOL / KOC)'),
  c(3, 'coupon', 'Coupon and deals', 'Mã giảm giá và khuyến mãi'),
  c(4, 'cashback', 'Cashback and loyalty', 'Hoàn tiền và khách hàng thân thiết'),
  c(5, 'comparison', 'Comparison and review', 'So sánh và đánh giá'),
  c(6, 'media_buyer', 'Media buyer', 'Người mua quảng cáo'),
  c(7, 'email', 'Email marketing', 'Tiếp thị qua email'),
  c(8, 'app', 'Mobile app', 'Ứng dụng di động'),
  c(9, 'network', 'Network or sub-network', 'Mạng lưới hoặc mạng con'),
  c(10, 'community', 'Community or group', 'Cộng đồng hoặc nhóm'),
  c(11, 'other', 'Other', 'Khác'),
];

export interface BandRow {
  id: number;
  name: Label;
  /** inclusive lower bound */
  from_point: number;
  /** exclusive upper bound; null = no upper bound */
  to_point: number | null;
}
const band = (id: number, from_point: number, to_point: number | null, en: string, vi: string): BandRow => ({
  id,
  name: { en, vi },
  from_point,
  to_point,
});

/** Monthly traffic size bands (spec 3: under 10k, 10k-100k, 100k-1m, 1m-10m, over 10m). */
export const PARTNER_SIZES: readonly BandRow[] = [
  band(1, 0, 10_000, 'Under 10K', 'Dưới 10 nghìn'),
  band(2, 10_000, 100_000, '10K – 100K', '10 nghìn – 100 nghìn'),
  band(3, 100_000, 1_000_000, '100K – 1M', '100 nghìn – 1 triệu'),
  band(4, 1_000_000, 10_000_000, '1M – 10M', '1 triệu – 10 triệu'),
  band(5, 10_000_000, null, 'Over 10M', 'Trên 10 triệu'),
];

/** Social follower bands (spec 3: 1k-10k, 10k-500k, 500k-1m, over 1m). */
export const SOCIAL_SIZES: readonly BandRow[] = [
  band(1, 1_000, 10_000, '1K – 10K', '1 nghìn – 10 nghìn'),
  band(2, 10_000, 500_000, '10K – 500K', '10 nghìn – 500 nghìn'),
  band(3, 500_000, 1_000_000, '500K – 1M', '500 nghìn – 1 triệu'),
  band(4, 1_000_000, null, 'Over 1M', 'Trên 1 triệu'),
];

export const AUDIENCE_AGES: readonly BandRow[] = [
  band(1, 13, 18, '13 – 17', '13 – 17 tuổi'),
  band(2, 18, 25, '18 – 24', '18 – 24 tuổi'),
  band(3, 25, 35, '25 – 34', '25 – 34 tuổi'),
  band(4, 35, 45, '35 – 44', '35 – 44 tuổi'),
  band(5, 45, 55, '45 – 54', '45 – 54 tuổi'),
  band(6, 55, null, '55 and over', 'Từ 55 tuổi'),
];

export const GENDERS: readonly CodedRow[] = [c(1, 'male', 'Male', 'Nam'), c(2, 'female', 'Female', 'Nữ'), c(3, 'other', 'Other', 'Khác')];

export const ORGANIZATION_TYPES: readonly CodedRow[] = [
  c(1, 'individual', 'Individual', 'Cá nhân'),
  c(2, 'company', 'Company', 'Doanh nghiệp'),
  c(3, 'agency', 'Agency', 'Đại lý'),
  c(4, 'household_business', 'Household business', 'Hộ kinh doanh'),
  c(5, 'non_profit', 'Non-profit', 'Tổ chức phi lợi nhuận'),
];

export const PROMOTIONAL_METHODS: readonly CodedRow[] = [
  c(1, 'content', 'Content and SEO', 'Nội dung và SEO'),
  c(2, 'paid_search', 'Paid search', 'Quảng cáo tìm kiếm'),
  c(3, 'paid_social', 'Paid social', 'Quảng cáo mạng xã hội'),
  c(4, 'organic_social', 'Organic social', 'Mạng xã hội tự nhiên'),
  c(5, 'influencer', 'Influencer posts and livestreams', 'Bài đăng và livestream của người ảnh hưởng'),
  c(6, 'coupon', 'Coupons and deals', 'Mã giảm giá và khuyến mãi'),
  c(7, 'cashback', 'Cashback and rewards', 'Hoàn tiền và điểm thưởng'),
  c(8, 'email', 'Email', 'Email'),
  c(9, 'messaging', 'Messaging apps (Zalo, Telegram…)', 'Ứng dụng nhắn tin (Zalo, Telegram…)'),
  c(10, 'display', 'Display and native ads', 'Quảng cáo hiển thị và tự nhiên'),
  c(11, 'push_pop', 'Push and pop traffic', 'Quảng cáo đẩy và pop'),
  c(12, 'video', 'Video', 'Video'),
  c(13, 'in_app', 'In-app', 'Trong ứng dụng'),
  c(14, 'sms', 'SMS', 'Tin nhắn SMS'),
  c(15, 'offline', 'Offline', 'Ngoại tuyến'),
];

export const PROPERTY_TYPES: readonly CodedRow[] = [
  c(1, 'website', 'Website', 'Trang web'),
  c(2, 'mobile_app', 'Mobile app', 'Ứng dụng di động'),
  c(3, 'social', 'Social media account', 'Tài khoản mạng xã hội'),
  c(4, 'email_list', 'Email list', 'Danh sách email'),
  c(5, 'community', 'Community or group', 'Cộng đồng hoặc nhóm'),
  c(6, 'other', 'Other', 'Khác'),
];

/** The spec's eight social platforms, in its order. */
export const SOCIAL_PLATFORMS: readonly CodedRow[] = [
  same(1, 'facebook', 'Facebook'),
  same(2, 'instagram', 'Instagram'),
  same(3, 'tiktok', 'TikTok'),
  same(4, 'youtube', 'YouTube'),
  same(5, 'x', 'X'),
  same(6, 'linkedin', 'LinkedIn'),
  same(7, 'skype', 'Skype'),
  same(8, 'telegram', 'Telegram'),
];

/** Where a partner's traffic comes from. */
export const TRAFFIC_SOURCES: readonly CodedRow[] = [
  c(1, 'search', 'Search', 'Tìm kiếm'),
  c(2, 'social', 'Social media', 'Mạng xã hội'),
  c(3, 'display', 'Display', 'Hiển thị'),
  c(4, 'native', 'Native', 'Quảng cáo tự nhiên'),
  c(5, 'email', 'Email', 'Email'),
  c(6, 'push', 'Push notifications', 'Thông báo đẩy'),
  c(7, 'pop', 'Pop-under', 'Pop-under'),
  c(8, 'video', 'Video', 'Video'),
  c(9, 'in_app', 'In-app', 'Trong ứng dụng'),
  c(10, 'messaging', 'Messaging', 'Nhắn tin'),
  c(11, 'direct', 'Direct and referral', 'Truy cập trực tiếp và giới thiệu'),
  c(12, 'other', 'Other', 'Khác'),
];

export const PAID_TRAFFIC_SOURCES: readonly CodedRow[] = [
  same(1, 'google_ads', 'Google Ads'),
  same(2, 'meta_ads', 'Meta Ads'),
  same(3, 'tiktok_ads', 'TikTok Ads'),
  same(4, 'microsoft_ads', 'Microsoft Advertising'),
  same(5, 'zalo_ads', 'Zalo Ads'),
  same(6, 'coc_coc_ads', 'Cốc Cốc Ads'),
  c(7, 'native_networks', 'Native ad networks', 'Mạng quảng cáo tự nhiên'),
  c(8, 'push_pop_networks', 'Push and pop networks', 'Mạng quảng cáo đẩy và pop'),
  c(9, 'none', 'No paid traffic', 'Không dùng quảng cáo trả phí'),
];

export interface TrafficSourceTemplateRow {
  id: number;
  name: Label;
  /** logo file name under /assets/traffic-sources/ */
  logo: string;
  /** query string the ad platform appends, with its macros, mapped to our sub parameters */
  path: string;
}
const tpl = (id: number, name: string, logo: string, path: string): TrafficSourceTemplateRow => ({
  id,
  name: { en: name, vi: name },
  logo,
  path,
});

/** Ready-made tracking-link suffixes for the common ad platforms. */
export const TRAFFIC_SOURCE_TEMPLATES: readonly TrafficSourceTemplateRow[] = [
  tpl(1, 'Google Ads', 'google-ads.svg', 'sub1={gclid}&sub2={campaignid}&sub3={adgroupid}&sub4={keyword}'),
  tpl(2, 'Meta Ads', 'meta-ads.svg', 'sub1={{ad.id}}&sub2={{campaign.id}}&sub3={{adset.id}}&sub4={{placement}}'),
  tpl(3, 'TikTok Ads', 'tiktok-ads.svg', 'sub1=__CID__&sub2=__CAMPAIGN_ID__&sub3=__AID__'),
  tpl(4, 'Microsoft Advertising', 'microsoft-ads.svg', 'sub1={msclkid}&sub2={CampaignId}&sub3={AdGroupId}'),
  tpl(5, 'Zalo Ads', 'zalo-ads.svg', 'sub1={campaign_id}&sub2={ad_id}'),
];

/** When a partner can start promoting a new offer (marketplace profile). */
export const CAMPAIGN_STARTS: readonly CodedRow[] = [
  c(1, 'immediately', 'Immediately', 'Ngay lập tức'),
  c(2, 'within_week', 'Within a week', 'Trong vòng một tuần'),
  c(3, 'within_month', 'Within a month', 'Trong vòng một tháng'),
  c(4, 'later', 'Later than a month', 'Sau một tháng'),
];

/** Email service providers an email-list property is sent through. */
export const EMAIL_PROVIDERS: readonly CodedRow[] = [
  same(1, 'mailchimp', 'Mailchimp'),
  same(2, 'klaviyo', 'Klaviyo'),
  same(3, 'brevo', 'Brevo'),
  same(4, 'sendgrid', 'SendGrid'),
  same(5, 'hubspot', 'HubSpot'),
  same(6, 'activecampaign', 'ActiveCampaign'),
  same(7, 'amazon_ses', 'Amazon SES'),
  c(8, 'other', 'Other', 'Khác'),
];
