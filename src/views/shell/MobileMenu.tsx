import { useState, type ReactNode } from 'react';
import type { MenuModel } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { DeferredPart } from '../app/deferred-module.tsx';
import { shellOverlays } from './deferred.ts';
import * as css from './shell.css.ts';

/**
 * Below the tablet breakpoint: a menu button in the header opens the same entries off-canvas, submenus
 * collapsible, with the header's `extras` that do not fit a phone's header (the account manager).
 * The button is drawn with the shell; the off-canvas dialog comes with the header overlays
 * (./deferred.ts), at once if the button is pressed before they arrived.
 */
export function MobileMenu({ menu, extras }: { menu: MenuModel; extras?: ReactNode }) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="ghost" className={css.onlyNarrow} onPress={() => setOpen(true)}>
        <Icon name="menu" label={LL.shell.header.openMenu()} />
      </Button>
      <DeferredPart
        module={shellOverlays}
        needed={open}
        render={(overlays) => <overlays.MobileMenuDialog menu={menu} extras={extras} isOpen={open} onOpenChange={setOpen} />}
      />
    </>
  );
}
