import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { LanguageErrorDialog, useSetLanguage } from '../app/useSetLanguage.tsx';
import { shellOverlays } from './deferred.ts';

/**
 * en / vi switch: posts the language to the server, then reloads (spec 1 §4; useSetLanguage). The
 * button is drawn with the shell; its menu comes with the header overlays (./deferred.ts).
 */
export function LanguageSwitch() {
  const { LL, locale } = useI18n();
  const changeLanguage = useSetLanguage();
  return (
    <>
      <DeferredTrigger
        module={shellOverlays}
        popup="menu"
        trigger={
          // the face of language.switch: the palette lists the same languages on its own page
          <Button tone="ghost" command="language.switch" hint={`${LL.shell.header.language()}: ${LL.common.languages[locale]()}`}>
            {locale.toUpperCase()}
          </Button>
        }
        render={(overlays, trigger) => <overlays.LanguageMenu trigger={trigger} onChange={(next) => void changeLanguage(next)} />}
      />
      <LanguageErrorDialog />
    </>
  );
}
