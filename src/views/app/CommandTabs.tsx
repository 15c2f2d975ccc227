import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { scoped } from '../../commands/app-registry.ts';
import type { AnyCommand } from '../../commands/registry.ts';
import { Tabs, type TabItem, type TabsProps } from '../system/Tabs.tsx';
import { useViewCommands } from './useViewCommands.ts';

export type CommandTabsProps = TabsProps & {
  /**
   * Names the tabs' commands `<name>.tab.<tab id>` and their view scope: unique on a page, e.g. the
   * route id ('offerEdit') or the area and the list ('partnerContract').
   */
  name: string;
};

interface TabsView {
  items: readonly TabItem[];
  selected: Key | undefined;
  select(key: Key): void;
}

/**
 * Tabs whose every tab is the face of a registered command (decision 098): "Show the X tab" in the
 * palette while the tabs are on screen, disabled with "This tab is open." on the tab shown — the same
 * state as the tab (a selected tab cannot be chosen again). A tab that already names its own command
 * (the payment page's) keeps it. Controlled (`selectedKey`) or not, as Tabs.
 */
export function CommandTabs({ name, items, selectedKey, defaultSelectedKey, onSelectionChange, ...props }: CommandTabsProps) {
  const [own, setOwn] = useState<Key | undefined>(defaultSelectedKey ?? items[0]?.id);
  const selected = selectedKey ?? own;
  const select = (key: Key) => {
    setOwn(key);
    onSelectionChange?.(key);
  };
  const ids = items.map((i) => (i.command ? '' : String(i.id))).join('\n');
  const factory = useMemo(() => tabCommands(name, ids.split('\n').filter(Boolean)), [name, ids]);
  useViewCommands<TabsView>(factory, { items, selected, select });
  return (
    <Tabs
      {...props}
      items={items.map((item) => ({ ...item, command: item.command ?? `${name}.tab.${String(item.id)}` }))}
      selectedKey={selected}
      onSelectionChange={select}
    />
  );
}

/** One command per tab without its own: the tab's label is the title's name, read when asked. */
function tabCommands(name: string, ids: readonly string[]) {
  return scoped<TabsView>(name, (view) =>
    ids.map((id): AnyCommand => ({
      id: `${name}.tab.${id}`,
      title: (LL) => LL.common.tabCommand({ name: labelOf(view().items.find((i) => String(i.id) === id)) }),
      keywords: ['tab', 'thẻ', id],
      group: 'actions',
      furniture: true,
      blocked: () => {
        if (String(view().selected) === id) return 'common.tabOpen';
        const item = view().items.find((i) => String(i.id) === id);
        // a tab gone or disabled by its owner: no more precise reason than the general refusal
        return item && !item.isDisabled ? null : 'errors.permissionDeniedAction';
      },
      run: () => {
        const item = view().items.find((i) => String(i.id) === id);
        if (item) view().select(item.id);
      },
    })),
  );
}

/** A tab's label as words: its `title`, or its label when that is plain text. */
const labelOf = (item: TabItem | undefined): string =>
  item?.title ?? (typeof item?.label === 'string' || typeof item?.label === 'number' ? String(item.label) : '');
