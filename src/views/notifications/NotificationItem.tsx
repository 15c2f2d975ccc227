import type { Notification } from '../../domain/notifications/contract.ts';
import { renderNotification } from '../../i18n/render-notification.ts';
import { targetOf } from '../../domain/notifications/targets.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import * as css from './notifications.css.ts';

/**
 * One notification: icon, sentence, reminder line and relative time. A link to its target, so
 * Ctrl-click and middle-click open a new tab (which then marks it read through `notification_id`);
 * a plain click is handed to `onOpen` (mark read, navigate or open the external link).
 */
export function NotificationItem({ n, onOpen, now }: { n: Notification; onOpen: (n: Notification) => void; now?: number }) {
  const { LL } = useI18n();
  // spec 1 §9: API times are UTC, shown in the browser's zone (not the profile's)
  const fmt = useFormat({ zone: 'browser' });
  const { text, reminder } = renderNotification(
    LL,
    { case_id: n.case_id, data: n.data, content: n.content },
    {
      // a calendar day ('yyyy-MM-dd') is that day anywhere; a timestamp is taken in the browser's zone
      date: (v) => fmt.date(v),
      money: (a) => fmt.money(a),
    },
  );
  const target = targetOf(n);
  const href = target.kind === 'external' ? target.url : target.path;
  return (
    <a
      href={href}
      className={css.item}
      data-unread={!n.is_read}
      data-testid="notification-item"
      {...(target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (target.kind === 'internal') e.preventDefault();
        onOpen(n);
      }}
    >
      <span className={css.icon} title={LL.notifications.categories[n.category_id]()}>
        <CategoryIcon category={n.category_id} image={n.data.image} />
      </span>
      <span>
        <span className={css.text}>{text}</span>
        {reminder && <span className={css.meta}>{reminder}</span>}
        <time className={css.meta} dateTime={n.created_at}>
          {fmt.relative(n.created_at, now)}
          {target.kind === 'external' ? ` ${LL.notifications.opensInNewTab()}` : ''}
        </time>
      </span>
      {!n.is_read ? <span className={css.dot} aria-label={LL.notifications.unreadLabel()} /> : <span />}
    </a>
  );
}
