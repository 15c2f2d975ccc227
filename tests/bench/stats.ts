/** The p-th percentile of ascending samples (nearest rank); NaN when there are none. */
export function pct(sorted: ArrayLike<number>, p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
}
