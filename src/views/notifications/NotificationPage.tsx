import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pageQuery } from '../../api/notifications.ts';
import { NOTIFICATION_PAGE_SIZES } from '../../domain/notifications/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { CommandButton, RowCommandButton } from '../app/CommandButton.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Pager } from '../app/Pager.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { Select } from '../system/Select.tsx';
import { MarkAllRead } from './NotificationDropdown.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import * as css from './notifications.css.ts';
import { useMarkRead } from './useNotifications.ts';
import { useOpenNotification } from './useOpenNotification.ts';

/** The /notification page (spec 1 §2): every notification, paged, with mark one / all read and settings. */
export function NotificationPage(_: { route: WebRoute }) {
  const { LL } = useI18n();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(25);
  const query = useQuery(pageQuery(page, limit));
  const markRead = useMarkRead();
  const openItem = useOpenNotification();
  const data = query.data;
  const items = data?.items ?? [];
  const totalPages = Math.max(1, data?.paging.total_page ?? 1);
  const [focusedUuid, setFocusedUuid] = useState<string | null>(null);
  const focused = items.find((n) => n.uuid === focusedUuid) ?? null;
  useViewCommands(viewCommands.notificationPage, {
    focused: focused && { uuid: focused.uuid, isRead: focused.is_read },
    markRead: (uuid) => void markRead([uuid]),
  });
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{LL.notifications.title()}</h1>
      <Toolbar
        className={css.toolbar}
        actions={
          <>
            <MarkAllRead />
            <CommandButton command="notifications.settings" tone="secondary" size="sm">
              {LL.notifications.settings.title()}
            </CommandButton>
          </>
        }
      />
      {query.isPending ? (
        <p className={css.empty}>{LL.common.loading()}</p>
      ) : items.length === 0 ? (
        <p className={css.empty}>{LL.notifications.empty()}</p>
      ) : (
        <ul className={css.list}>
          {items.map((n) => (
            // the item that last held focus is the one the palette's "Mark this notification as read" acts on
            <li key={n.uuid} style={{ display: 'flex', alignItems: 'center' }} onFocus={() => setFocusedUuid(n.uuid)}>
              <NotificationItem n={n} onOpen={openItem} />
              {!n.is_read && (
                <RowCommandButton command="notifications.markRead" tone="ghost" size="sm" onPress={() => void markRead([n.uuid])}>
                  {LL.notifications.markRead()}
                </RowCommandButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager label={LL.notifications.pager()} page={page} pages={totalPages} onPage={setPage}>
        <Select
          label={LL.notifications.perPage()}
          options={NOTIFICATION_PAGE_SIZES.filter((s) => s !== 10).map((s) => ({ id: String(s), label: String(s) }))}
          selectedKey={String(limit)}
          onSelectionChange={(key) => {
            setLimit(Number(key));
            setPage(1);
          }}
        />
      </Pager>
    </section>
  );
}
