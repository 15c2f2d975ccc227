import { MenuItem as AriaMenuItem, Menu as AriaMenu, MenuTrigger, Popover } from 'react-aria-components';
import { LOCALES, type Locale } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import * as popoverCss from '../system/overlay.css.ts';
import { LanguageErrorDialog, useSetLanguage } from '../app/useSetLanguage.tsx';

/** en / vi switch: posts the language to the server, then reloads (spec 1 §4; useSetLanguage). */
export function LanguageSwitch() {
  const { LL, locale } = useI18n();
  const changeLanguage = useSetLanguage();
  return (
    <>
      <MenuTrigger>
        <Button tone="ghost" hint={`${LL.shell.header.language()}: ${LL.common.languages[locale]()}`}>
          {locale.toUpperCase()}
        </Button>
        <Popover className={popoverCss.popover} placement="bottom end">
          <AriaMenu
            aria-label={LL.shell.header.language()}
            className={popoverCss.listBox}
            selectionMode="single"
            selectedKeys={[locale]}
            onAction={(key) => void changeLanguage(key as Locale)}
          >
            {LOCALES.map((l) => (
              <AriaMenuItem key={l} id={l} className={popoverCss.item} lang={l}>
                {LL.common.languages[l]()}
              </AriaMenuItem>
            ))}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
      <LanguageErrorDialog />
    </>
  );
}
