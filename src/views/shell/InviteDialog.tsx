import { useAtom } from 'jotai';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { inviteOpenAtom } from './shell-atoms.ts';

/** The invite-link dialog, opened from the avatar menu and the palette; the link itself arrives with issue 4. */
export function InviteDialog() {
  const { LL } = useI18n();
  const [isOpen, onOpenChange] = useAtom(inviteOpenAtom);
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={LL.shell.header.inviteLink()} size="sm" actions={({ close }) => <Button onPress={close}>{LL.common.close()}</Button>}>
      {LL.shell.header.inviteLinkSoon({ issue: 4 })}
    </ModalDialog>
  );
}
