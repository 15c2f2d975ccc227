import { BROWSER, OS } from '../enrich/agent.ts';
import type { AgentInfo } from '../enrich/index.ts';
import type { FraudReason } from '../../../src/domain/tracking/fraud.ts';
import { CLIENT_HINTS_SINCE_CHROME } from './thresholds.ts';

/**
 * Request-header integrity: what every real browser sends on a navigation, and whether the UA's
 * claims agree with the client hints. Header names are lower case (as Node delivers them).
 * The client-hint checks assume HTTPS (production): browsers send `sec-ch-ua` / `sec-fetch-*` only
 * to secure origins, so a plain-HTTP deployment would see every Chrome as spoofed.
 */
export type Headers = Record<string, string | undefined>;

const present = (v: string | undefined): boolean => v !== undefined && v.trim() !== '';

/** sec-ch-ua-platform value → the OS ids a real browser on it may claim in its UA. */
const PLATFORM_OS: Readonly<Record<string, readonly number[]>> = {
  windows: [OS.windows],
  macos: [OS.macos],
  linux: [OS.linux],
  'chrome os': [OS.chromeos],
  chromeos: [OS.chromeos],
  'chromium os': [OS.chromeos],
  // "Request desktop site" on Android sends a Linux desktop UA but keeps the real platform hint
  android: [OS.android, OS.linux],
};

const IOS_FAMILY: readonly number[] = [OS.ios, OS.ipados];
const MOBILE_OS: readonly number[] = [OS.android, OS.ios, OS.ipados, OS.harmonyos, OS.kaios];

export function headerReasons(ua: string, agent: AgentInfo, headers: Headers): FraudReason[] {
  const reasons: FraudReason[] = [];
  if (ua.trim() === '') {
    reasons.push('missing_user_agent');
  }
  // bots are labelled by `declared_bot`; piling header reasons on top adds nothing
  if (agent.isBot) return reasons;
  if (!present(headers['accept'])) reasons.push('missing_accept');
  if (!present(headers['accept-language'])) reasons.push('missing_accept_language');
  if (ua.trim() === '') return reasons;

  const hints = headers['sec-ch-ua'];
  const platform = headers['sec-ch-ua-platform']?.replace(/"/g, '').trim().toLowerCase();
  const mobileHint = headers['sec-ch-ua-mobile']?.trim();
  const isIos = agent.osId !== null && IOS_FAMILY.includes(agent.osId);

  const chromeVersion = /(?:Chrome|Edg)\/(\d+)/.exec(ua);
  // Android WebViews ("; wv)") are embedded by apps that may strip headers: not a claim to be Chrome
  const claimsModernChromium =
    (agent.browserId === BROWSER.chrome || agent.browserId === BROWSER.edge) &&
    !isIos &&
    !/; wv\)/.test(ua) &&
    chromeVersion !== null &&
    Number(chromeVersion[1]) >= CLIENT_HINTS_SINCE_CHROME;
  if (claimsModernChromium && !present(hints) && !present(headers['sec-fetch-mode'])) reasons.push('spoofed_chrome');

  if (agentContradictsItself(agent, hints, platform, mobileHint, isIos)) reasons.push('agent_mismatch');
  return reasons;
}

/** Combinations no real browser produces. */
function agentContradictsItself(
  agent: AgentInfo,
  hints: string | undefined,
  platform: string | undefined,
  mobileHint: string | undefined,
  isIos: boolean,
): boolean {
  // iOS browsers are all WebKit, and neither they nor Firefox / Safari implement client hints
  if (present(hints) && (isIos || agent.browserId === BROWSER.firefox || agent.browserId === BROWSER.safari)) return true;
  // desktop Safari exists only on Apple systems
  if (agent.browserId === BROWSER.safari && agent.osId !== null && !IOS_FAMILY.includes(agent.osId) && agent.osId !== OS.macos) return true;
  if (platform !== undefined && platform !== '' && agent.osId !== null) {
    const allowed = PLATFORM_OS[platform];
    if (allowed && !allowed.includes(agent.osId)) return true;
  }
  // a "mobile" hint from a desktop OS that is not an Android in desktop mode
  if (mobileHint === '?1' && agent.osId !== null && !MOBILE_OS.includes(agent.osId) && platform !== 'android') return true;
  return false;
}
