import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
  type MenuItemProps,
} from 'react-aria-components';
import * as css from './overlay.css.ts';

export interface MenuProps {
  /** the trigger: normally a <Button> */
  trigger: ReactNode;
  /** accessible name of the menu */
  label: string;
  children: ReactNode;
  onAction?: (key: Key) => void;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** open from outside (a palette command opening a row's menu); uncontrolled when not given */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A button that opens a menu of actions (avatar dropdown, row actions …). */
export function Menu({ trigger, label, children, onAction, placement = 'bottom end', isOpen, onOpenChange }: MenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover className={css.popover} placement={placement}>
        <AriaMenu aria-label={label} className={css.listBox} onAction={onAction}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem(props: Omit<MenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={css.item} />;
}

export function MenuSeparator() {
  return <Separator className={css.separator} />;
}
