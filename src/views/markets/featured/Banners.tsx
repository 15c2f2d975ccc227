import { Link } from 'wouter';
import { partnerPath } from '../../../commands/featured.ts';
import type { Featured } from '../../../domain/markets/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import * as css from './featured.css.ts';

const BANNER_KEYS = ['new_partners_week', 'top_publisher', 'brand_clicks_30d', 'brand_conversions_30d', 'favorites'] as const;
type BannerKey = (typeof BANNER_KEYS)[number];
const isBanner = (k: string): k is BannerKey => (BANNER_KEYS as readonly string[]).includes(k);

/**
 * The banners: headline figures as cards. The top publisher's card names the partner (from the top
 * publishers board) and links to it; a key this page does not know yet is left out, not shown raw.
 */
export function Banners({ data }: { data: Featured }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const top = data.top_publishers[0];
  const banners = data.banners.filter((b): b is typeof b & { key: BannerKey } => isBanner(b.key));
  return (
    <section aria-labelledby="featured-banners" className={`${css.board} ${css.wide}`}>
      <h2 id="featured-banners" className={css.boardTitle}>
        {LL.featured.banners.title()}
      </h2>
      <ul className={css.cards}>
        {banners.map((b) => (
          <li key={b.key} className={css.card} data-banner={b.key}>
            <p className={css.cardLabel}>{LL.featured.banners[b.key]()}</p>
            <p className={css.cardValue}>{fmt.number(b.value, 0)}</p>
            {b.key === 'top_publisher' && top && b.partner_id === top.partner_id && (
              <Link href={partnerPath(top.partner_id)}>{top.display_name}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
