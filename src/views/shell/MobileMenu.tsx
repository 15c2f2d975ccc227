import { useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { MenuModel } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { MenuTree } from './MenuTree.tsx';
import { Footer } from './Footer.tsx';
import * as css from './shell.css.ts';

/** Below the tablet breakpoint: a menu button in the header opens the same entries off-canvas, submenus collapsible. */
export function MobileMenu({ menu }: { menu: MenuModel }) {
  const { LL } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="ghost" className={css.onlyNarrow} aria-label={LL.shell.header.openMenu()} onPress={() => setOpen(true)}>
        ☰
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={css.offCanvasOverlay}>
        <Modal className={css.offCanvas}>
          <Dialog aria-label={LL.shell.mainMenu()} style={{ outline: 'none' }}>
            <Button tone="ghost" aria-label={LL.shell.header.closeMenu()} onPress={() => setOpen(false)}>
              ✕
            </Button>
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
