/**
 * The thresholds of the ingest labeller, in one place so the decision record, the tests and the
 * fraud-detection screens quote the same numbers (docs/decisions/021-geoip-and-fraud-labels.md).
 */

/** A conversion less than this after its click is not a person (reading, filling a form, paying). */
export const FAST_CONVERSION_MS = 10_000;

/** Sliding window for the per-IP click velocity. */
export const VELOCITY_WINDOW_MS = 60_000;
/**
 * More clicks than this from one IP (IPv6: one /64) within the window → warning. Generous because
 * Vietnamese mobile carriers put many subscribers behind one carrier-grade NAT address.
 */
export const VELOCITY_WARNING_CLICKS = 30;
/** More clicks than this within the window → bad: no NAT pool browses offers that fast. */
export const VELOCITY_BAD_CLICKS = 120;
/** Distinct IPs the velocity counter remembers; the least recently seen are forgotten beyond it. */
export const VELOCITY_MAX_TRACKED_IPS = 100_000;

/** Two or more distinct warning reasons on the same event make it bad. */
export const WARNINGS_FOR_BAD = 2;

/** Chromium versions from which a real Chrome / Edge always sends `sec-ch-ua` and `sec-fetch-*` over HTTPS. */
export const CLIENT_HINTS_SINCE_CHROME = 90;
