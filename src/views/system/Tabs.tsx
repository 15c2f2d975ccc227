import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import * as css from './controls.css.ts';

export interface TabItem {
  id: Key;
  label: ReactNode;
  /** the label in words when it is not plain text (a count beside it): the tab's command title (CommandTabs) */
  title?: string;
  content: ReactNode;
  isDisabled?: boolean;
  /**
   * The registered command that shows this tab (decision 097), set as `data-command`: the command is
   * disabled while its tab is the selected one, as the tab cannot be chosen again.
   */
  command?: string;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
}

/** Arrow keys move between tabs (react-aria); only the selected panel is rendered. */
export function Tabs({ label, items, ...props }: TabsProps) {
  return (
    <AriaTabs {...props}>
      <TabList aria-label={label} className={css.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} isDisabled={item.isDisabled} className={css.tab} data-command={item.command}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={css.tabPanel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
