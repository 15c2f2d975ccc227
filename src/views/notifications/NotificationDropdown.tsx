import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Link, Popover } from 'react-aria-components';
import { dropdownQuery, notificationKeys } from '../../api/notifications.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { Button } from '../system/Button.tsx';
import * as overlay from '../system/overlay.css.ts';
import { dropdownOpenAtom, settingsOpenAtom, unreadCountAtom } from '../../atoms/notifications.ts';
import * as css from './notifications.css.ts';
import { useOpenNotification } from './useOpenNotification.ts';

// the items (formatters, case texts, icons) are their own chunk, fetched on idle by the bell (decision 027)
const NotificationItem = lazy(async () => ({ default: (await import('./NotificationItem.tsx')).NotificationItem }));

/**
 * The bell's dropdown (spec 1 §2, §4, §9): pages of 10, refreshed when opened and the next page loaded
 * when scrolled to the end; mark all read (disabled with nothing unread); settings; the full page.
 */
// `unread` is the bell's count; Mark all read asks the bell's command for it (notifications.markAllRead)
export function NotificationDropdown({ trigger }: { trigger: ReactNode; unread: number }) {
  const { LL } = useI18n();
  const [open, setOpen] = useAtom(dropdownOpenAtom);
  const [, openSettings] = useAtom(settingsOpenAtom);
  const client = useQueryClient();
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        // opening shows the newest: drop the pages loaded last time and start from page 1
        if (next) void client.resetQueries({ queryKey: notificationKeys.dropdown() });
        setOpen(next);
      }}
    >
      {trigger}
      <Popover placement="bottom end" className={overlay.popover}>
        <Dialog className={css.dropdown} aria-label={LL.notifications.title()}>
          <div className={css.head}>
            <h2 className={css.headTitle}>{LL.notifications.title()}</h2>
            <MarkAllRead />
          </div>
          {open && <Items onOpened={() => setOpen(false)} />}
          <div className={css.foot}>
            <Button
              tone="ghost"
              size="sm"
              command="notifications.settings"
              onPress={() => {
                setOpen(false);
                openSettings(true);
              }}
            >
              {LL.notifications.settings.title()}
            </Button>
            <Link href="/notification" className={css.meta} onPress={() => setOpen(false)}>
              {LL.notifications.viewAll()}
            </Link>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The face of `notifications.markAllRead` (the bell's command, decision 097): disabled with why while
 * nothing is unread, by the bell's unread count. The count is the bell's state, not this button's parent's:
 * reading it here re-renders the button when it changes, so it asks the command again.
 */
export function MarkAllRead() {
  const { LL } = useI18n();
  useAtomValue(unreadCountAtom);
  return (
    <CommandButton command="notifications.markAllRead" tone="ghost" size="sm" data-testid="mark-all-read">
      {LL.notifications.markAllRead()}
    </CommandButton>
  );
}

function Items({ onOpened }: { onOpened: () => void }) {
  const { LL } = useI18n();
  const query = useInfiniteQuery(dropdownQuery());
  const openItem = useOpenNotification(onOpened);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div
      className={css.scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 40 && query.hasNextPage && !query.isFetchingNextPage)
          void query.fetchNextPage();
      }}
    >
      {query.isPending ? (
        <p className={css.empty}>{LL.common.loading()}</p>
      ) : items.length === 0 ? (
        // spec 1 §8: list failures are swallowed; an empty list is shown
        <p className={css.empty}>{LL.notifications.empty()}</p>
      ) : (
        <Suspense fallback={<p className={css.empty}>{LL.common.loading()}</p>}>
          <ul className={css.list}>
            {items.map((n) => (
              <li key={n.uuid}>
                <NotificationItem n={n} onOpen={openItem} />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
      {query.hasNextPage && (
        <div className={css.foot} data-pager>
          <Button tone="ghost" size="sm" onPress={() => void query.fetchNextPage()} isDisabled={query.isFetchingNextPage}>
            {LL.notifications.loadMore()}
          </Button>
        </div>
      )}
    </div>
  );
}
