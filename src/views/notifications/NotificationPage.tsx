import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { pageQuery } from '../../api/notifications.ts';
import { NOTIFICATION_PAGE_SIZES } from '../../domain/notifications/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Pager } from '../app/Pager.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { Select } from '../system/Select.tsx';
import { unreadCountAtom } from '../../atoms/notifications.ts';
import { settingsOpenAtom } from '../../atoms/notifications.ts';
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
  const unread = useAtomValue(unreadCountAtom);
  const [, openSettings] = useAtom(settingsOpenAtom);
  const markRead = useMarkRead();
  const openItem = useOpenNotification();
  const data = query.data;
  const items = data?.items ?? [];
  const totalPages = Math.max(1, data?.paging.total_page ?? 1);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{LL.notifications.title()}</h1>
      <Toolbar
        className={css.toolbar}
        actions={
          <>
            <MarkAllRead unread={Math.max(unread, data?.total_unread ?? 0)} />
            <Button tone="secondary" size="sm" onPress={() => openSettings(true)}>
              {LL.notifications.settings.title()}
            </Button>
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
            <li key={n.uuid} style={{ display: 'flex', alignItems: 'center' }}>
              <NotificationItem n={n} onOpen={openItem} />
              {!n.is_read && (
                <Button tone="ghost" size="sm" onPress={() => void markRead([n.uuid])}>
                  {LL.notifications.markRead()}
                </Button>
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
