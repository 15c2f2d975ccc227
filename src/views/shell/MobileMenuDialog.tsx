import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Disclosure, DisclosurePanel, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { MenuModel } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { MenuTree, type CollapsibleGroup } from './MenuTree.tsx';
import { Footer } from './Footer.tsx';
import * as css from './shell.css.ts';

/**
 * The off-canvas menu that ./MobileMenu.tsx's button opens, in the header overlays' chunk
 * (./deferred.ts). A modal dialog: focus moves into it, Escape or the close button closes it and focus
 * returns to the button.
 */
export function MobileMenuDialog({
  menu,
  extras,
  isOpen,
  onOpenChange,
}: {
  menu: MenuModel;
  extras?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { LL } = useI18n();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.offCanvasOverlay}>
      <Modal className={css.offCanvas}>
        <Dialog aria-label={LL.shell.mainMenu()}>
          <Button tone="ghost" onPress={() => onOpenChange(false)}>
            <Icon name="close" label={LL.shell.header.closeMenu()} />
          </Button>
          {extras && <div className={css.offCanvasExtras}>{extras}</div>}
          <nav aria-label={LL.shell.mainMenu()}>
            <MenuTree menu={menu} Collapsible={CollapsibleSubmenu} onNavigate={() => onOpenChange(false)} />
          </nav>
          <Footer />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A submenu of the off-canvas menu: collapsed until its heading's button opens it. */
const CollapsibleSubmenu: CollapsibleGroup = ({ title, children }) => (
  <Disclosure defaultExpanded={false}>
    <Heading level={3} style={{ margin: 0 }}>
      <AriaButton slot="trigger" className={css.disclosureTrigger}>
        <span>{title}</span>
        <Icon name="chevronDown" size={16} />
      </AriaButton>
    </Heading>
    <DisclosurePanel>{children}</DisclosurePanel>
  </Disclosure>
);
