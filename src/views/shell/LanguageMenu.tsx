import type { ReactElement } from 'react';
import { MenuItem as AriaMenuItem, Menu as AriaMenu, MenuTrigger, Popover } from 'react-aria-components';
import { LOCALES, type Locale } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as popoverCss from '../system/overlay.css.ts';

/** The language switch's menu (./LanguageSwitch.tsx), in the header overlays' chunk (./deferred.ts). */
export function LanguageMenu({ trigger, onChange }: { trigger: ReactElement; onChange: (locale: Locale) => void }) {
  const { LL, locale } = useI18n();
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={popoverCss.popover} placement="bottom end">
        <AriaMenu
          aria-label={LL.shell.header.language()}
          className={popoverCss.listBox}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => onChange(key as Locale)}
        >
          {LOCALES.map((l) => (
            <AriaMenuItem key={l} id={l} className={popoverCss.item} lang={l} data-command="language.switch">
              {LL.common.languages[l]()}
            </AriaMenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
