import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { LazyModalDialog } from '../app/LazyModalDialog.tsx';
import { useLogout } from '../app/runtime.tsx';
import { logoutConfirmOpenAtom } from '../../atoms/shell.ts';

/** Mounted once in the shell; the avatar menu and the palette open it. "Are you sure you want to log out?" — confirming forgets the session and goes to login. */
export function LogoutDialog() {
  const [isOpen, onOpenChange] = useAtom(logoutConfirmOpenAtom);
  const { LL } = useI18n();
  const logout = useLogout();
  const [, navigate] = useLocation();
  return (
    <LazyModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title={LL.shell.logout.title()}
      actions={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {LL.common.cancel()}
          </Button>
          <Button
            tone="danger"
            autoFocus
            onPress={() => {
              close();
              logout();
              navigate('/auth/login', { replace: true });
            }}
          >
            {LL.shell.logout.confirm()}
          </Button>
        </>
      )}
    >
      {LL.shell.logout.body()}
    </LazyModalDialog>
  );
}
