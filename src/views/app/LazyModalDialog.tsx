import type { ModalDialogProps } from '../system/Dialog.tsx';
import { DeferredPart, deferredModule } from './deferred-module.tsx';

/**
 * The dialog module (react-aria's modal, focus scope, dismiss handling) as a chunk of its own, for the
 * dialogs the shell mounts at start but shows only on some event: log out, the request layer's
 * 403 / session expired, a failed language switch (docs/decisions/064-shell-bundle-and-palette-timing.md).
 */
export const dialogModule = deferredModule(() => import('../system/Dialog.tsx'));

/**
 * system/Dialog's ModalDialog, controlled only: nothing is drawn while it is closed, and opening it
 * before the chunk came fetches it at once (it is normally there: fetched when the browser is idle).
 */
export function LazyModalDialog(props: ModalDialogProps & { isOpen: boolean }) {
  return <DeferredPart module={dialogModule} needed={props.isOpen} render={(m) => <m.ModalDialog {...props} />} />;
}
