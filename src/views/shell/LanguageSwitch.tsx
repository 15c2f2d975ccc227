import { MenuItem as AriaMenuItem, Menu as AriaMenu, MenuTrigger, Popover } from 'react-aria-components';
import { LOCALES, type Locale } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import * as popoverCss from '../system/overlay.css.ts';

/**
 * en / vi switch. The spec posts the language to the server and reloads; until the account area
 * adds `POST user/adv/set-language` (issue 3) the choice is applied at once and kept in this browser.
 */
export function LanguageSwitch() {
  const { LL, locale, setLocale } = useI18n();
  return (
    <MenuTrigger>
      <Button tone="ghost" aria-label={`${LL.shell.header.language()}: ${LL.common.languages[locale]()}`}>
        {locale.toUpperCase()}
      </Button>
      <Popover className={popoverCss.popover} placement="bottom end">
        <AriaMenu
          aria-label={LL.shell.header.language()}
          className={popoverCss.listBox}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => setLocale(key as Locale)}
        >
          {LOCALES.map((l) => (
            <AriaMenuItem key={l} id={l} className={popoverCss.item} lang={l}>
              {LL.common.languages[l]()}
            </AriaMenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
