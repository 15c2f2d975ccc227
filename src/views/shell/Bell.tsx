import { Link } from 'react-aria-components';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './shell.css.ts';
import { button } from '../system/button.css.ts';
import { Icon } from '../system/icons.tsx';

/** Spec 1 §9: the unread badge caps at 99+. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The notification bell; the unread count arrives with the notification area (issue 3). */
export function Bell({ unread = 0 }: { unread?: number }) {
  const { LL } = useI18n();
  const badge = badgeText(unread);
  const label = badge ? `${LL.shell.header.notifications()} (${LL.shell.header.unread({ count: unread })})` : LL.shell.header.notifications();
  return (
    <Link href="/notification" className={button({ tone: 'ghost' })}>
      <span className={css.badgeWrap}>
        <Icon name="bell" label={label} />
        {badge && (
          <span className={css.badge} data-testid="bell-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
    </Link>
  );
}
