import type { PartnerRelation } from '../domain/partners/relation.ts';
import { formatDate } from './format.ts';
import type { LL, Locale } from './translate.ts';

/**
 * A partner's relation to the brand as ONE phrase (decision 067): "Joined 3 Mar 2026 · blocked since
 * 12 Nov 2026" where the screens used to show "Works with your brand" and "Blocked by your brand" side
 * by side. `withJoined: false` leaves the join out, beside a "Joined" column of its own ("Blocked
 * since 12 Nov 2026"). Empty when the partner has not joined the brand.
 */
export function relationPhrase(
  LL: LL,
  locale: Locale,
  relation: PartnerRelation,
  o: { withJoined?: boolean; timeZone?: string } = {},
): string {
  if (relation.kind === 'none') return '';
  const date = (iso: string) => formatDate(iso, locale, o.timeZone);
  const t = o.withJoined === false ? null : LL.management.relation;
  const joined = date(relation.joinedAt);
  if (relation.mode === 'working') {
    if (relation.since === null) return t ? t.working({ joined }) : LL.management.modeSince.working();
    const since = date(relation.since);
    return t ? t.workingAgain({ joined, since }) : LL.management.modeSince.workingAgain({ since });
  }
  // a non-working mode always says since when; a row without the date (never) falls back to the join
  const since = date(relation.since ?? relation.joinedAt);
  return t ? t[relation.mode]({ joined, since }) : LL.management.modeSince[relation.mode]({ since });
}
