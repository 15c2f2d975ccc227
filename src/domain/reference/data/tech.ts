import { c, same, type CodedRow } from './types.ts';

/** Targeting lists: devices, platforms, operating systems, browsers; and mobile-app lists. */

export const DEVICES: readonly CodedRow[] = [
  c(1, 'desktop', 'Desktop', 'Máy tính để bàn'),
  c(2, 'mobile', 'Mobile phone', 'Điện thoại di động'),
  c(3, 'tablet', 'Tablet', 'Máy tính bảng'),
  c(4, 'smart_tv', 'Smart TV', 'TV thông minh'),
  c(5, 'other', 'Other', 'Khác'),
];

export interface PlatformRow extends CodedRow {
  /** the devices this platform runs on (targeting narrows platforms by the chosen devices) */
  device_ids: readonly number[];
}
const p = (row: CodedRow, device_ids: number[]): PlatformRow => ({ ...row, device_ids });

export const PLATFORMS: readonly PlatformRow[] = [
  p(same(1, 'windows', 'Windows'), [1, 3]),
  p(same(2, 'macos', 'macOS'), [1]),
  p(same(3, 'linux', 'Linux'), [1]),
  p(same(4, 'chromeos', 'ChromeOS'), [1, 3]),
  p(same(5, 'android', 'Android'), [2, 3, 4]),
  p(same(6, 'ios', 'iOS / iPadOS'), [2, 3]),
  p(c(7, 'other', 'Other', 'Khác'), [1, 2, 3, 4, 5]),
];

export interface OsRow extends CodedRow {
  platform_id: number;
}
const os = (id: number, code: string, name: string, platform_id: number): OsRow => ({ ...same(id, code, name), platform_id });

export const OPERATING_SYSTEMS: readonly OsRow[] = [
  os(1, 'windows', 'Windows', 1),
  os(2, 'macos', 'macOS', 2),
  os(3, 'linux', 'Linux', 3),
  os(4, 'chromeos', 'ChromeOS', 4),
  os(5, 'android', 'Android', 5),
  os(6, 'ios', 'iOS', 6),
  os(7, 'ipados', 'iPadOS', 6),
  os(8, 'harmonyos', 'HarmonyOS', 7),
  os(9, 'kaios', 'KaiOS', 7),
  os(10, 'tizen', 'Tizen', 7),
  { ...c(11, 'other', 'Other', 'Khác'), platform_id: 7 },
];

export const BROWSERS: readonly CodedRow[] = [
  same(1, 'chrome', 'Chrome'),
  same(2, 'safari', 'Safari'),
  same(3, 'edge', 'Microsoft Edge'),
  same(4, 'firefox', 'Firefox'),
  same(5, 'opera', 'Opera'),
  same(6, 'samsung', 'Samsung Internet'),
  same(7, 'coc_coc', 'Cốc Cốc'),
  same(8, 'uc', 'UC Browser'),
  same(9, 'yandex', 'Yandex Browser'),
  c(10, 'facebook_in_app', 'Facebook in-app', 'Trình duyệt trong Facebook'),
  c(11, 'zalo_in_app', 'Zalo in-app', 'Trình duyệt trong Zalo'),
  c(12, 'tiktok_in_app', 'TikTok in-app', 'Trình duyệt trong TikTok'),
  c(13, 'other', 'Other', 'Khác'),
];

/** The two app stores an offer can carry an app id for (spec 2: up to two app ids). */
export const MOBILE_APP_TYPES: readonly CodedRow[] = [
  c(1, 'android', 'Android (Google Play)', 'Android (Google Play)'),
  c(2, 'ios', 'iOS (App Store)', 'iOS (App Store)'),
];

/** Mobile measurement partners a brand may already report installs through. */
export const MMP_PLATFORMS: readonly CodedRow[] = [
  same(1, 'appsflyer', 'AppsFlyer'),
  same(2, 'adjust', 'Adjust'),
  same(3, 'branch', 'Branch'),
  same(4, 'singular', 'Singular'),
  same(5, 'kochava', 'Kochava'),
  same(6, 'airbridge', 'Airbridge'),
  same(7, 'appmetrica', 'AppMetrica'),
  same(8, 'tenjin', 'Tenjin'),
  c(9, 'other', 'Other', 'Khác'),
];
