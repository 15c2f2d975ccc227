import { badgeOf } from '../../../domain/markets/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import * as css from './markets.css.ts';

/**
 * A partner's rank 1–25 with its badge (gold 1–3, silver 4–8, bronze 9–15, iron 16–25; decision 048).
 * The badge's name is written out beside the number, so the colour is never the only sign of it.
 */
export function RankBadge({ rank }: { rank: number }) {
  const { LL } = useI18n();
  const badge = badgeOf(rank);
  return (
    <span className={`${css.badge} ${css.badgeTone[badge]}`} data-badge={badge}>
      {LL.markets.badges.label({ rank, badge: LL.markets.badges[badge]() })}
    </span>
  );
}
