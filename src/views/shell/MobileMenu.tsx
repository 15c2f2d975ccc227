import { useState, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { MenuModel } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { MenuTree } from './MenuTree.tsx';
import { Footer } from './Footer.tsx';
import * as css from './shell.css.ts';

/**
 * Below the tablet breakpoint: a menu button in the header opens the same entries off-canvas, submenus
 * collapsible, with the header's `extras` that do not fit a phone's header (the account manager).
 * A modal dialog: focus moves into it, Escape or the close button closes it and focus returns to the button.
 */
export function MobileMenu({ menu, extras }: { menu: MenuModel; extras?: ReactNode }) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="ghost" className={css.onlyNarrow} onPress={() => setOpen(true)}>
        <Icon name="menu" label={LL.shell.header.openMenu()} />
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={css.offCanvasOverlay}>
        <Modal className={css.offCanvas}>
          <Dialog aria-label={LL.shell.mainMenu()}>
            <Button tone="ghost" onPress={() => setOpen(false)}>
              <Icon name="close" label={LL.shell.header.closeMenu()} />
            </Button>
            {extras && <div className={css.offCanvasExtras}>{extras}</div>}
            <nav aria-label={LL.shell.mainMenu()}>
              <MenuTree menu={menu} variant="mobile" onNavigate={() => setOpen(false)} />
            </nav>
            <Footer />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
