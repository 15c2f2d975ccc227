/**
 * Daily and weekly rhythms of partner traffic. Each partner follows one profile; weights are
 * relative (a 0–24 local-hour curve and a Sunday-first weekday curve), read in the visitor's local time.
 */
export type Profile = 'evening' | 'office' | 'night' | 'weekend';
export const PROFILES: readonly Profile[] = ['evening', 'office', 'night', 'weekend'];

// hour 0 … 23
export const HOUR_CURVES: Record<Profile, readonly number[]> = {
  // social and content sites: low at night, a lunch bump, peak 19–22
  evening: [3, 2, 1, 1, 1, 1, 2, 4, 6, 7, 8, 9, 11, 10, 9, 9, 10, 12, 15, 18, 20, 19, 14, 7],
  // coupon and comparison sites: office hours
  office: [1, 1, 1, 1, 1, 2, 3, 6, 12, 16, 17, 16, 13, 15, 16, 15, 13, 9, 6, 5, 4, 3, 2, 1],
  // gaming and streaming: late evening into the night
  night: [14, 12, 9, 6, 3, 2, 1, 1, 2, 3, 4, 5, 6, 6, 7, 7, 8, 9, 11, 13, 15, 17, 18, 16],
  // like evening, but the weekend carries the volume
  weekend: [4, 3, 2, 1, 1, 1, 2, 3, 5, 7, 9, 11, 12, 12, 11, 11, 11, 12, 14, 15, 15, 13, 10, 6],
};

// Sunday … Saturday
export const WEEKDAY_CURVES: Record<Profile, readonly number[]> = {
  evening: [11, 9, 9, 9, 10, 10, 12],
  office: [4, 12, 12, 12, 12, 11, 5],
  night: [13, 9, 9, 9, 10, 12, 14],
  weekend: [20, 7, 7, 7, 8, 11, 20],
};

/** The share (0–1) of a curve's total that falls on index i. */
export function share(curve: readonly number[], i: number): number {
  return curve[i]! / curve.reduce((a, b) => a + b, 0);
}
