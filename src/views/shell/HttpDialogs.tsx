import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n/runtime.ts';
import { errorText } from '../../i18n/translate.ts';
import { Button } from '../system/Button.tsx';
import { LazyModalDialog } from '../app/LazyModalDialog.tsx';
import { showToast } from '../system/toast-queue.ts';
import { useLogout, useRuntime, useSessionState } from '../app/runtime.tsx';

const AGENCY_ACCESS_ENDED = 'agency_access_ended';

/**
 * What the request layer tells the user (spec 1 §7–8), mounted once:
 * - time-out: an inform that stays until dismissed, with Retry (the same request again; on success the
 *   screen's queries reload so the answer shows);
 * - 403: the permission-denied dialog, one at a time however many calls are refused;
 * - 406 / 414 / 429 / 5xx: a toast with the catalogue text;
 * - refresh refused: the session-expired dialog, which cannot be closed; its one button forgets the
 *   stored user and goes to login.
 */
export function HttpDialogs() {
  const { LL } = useI18n();
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const state = useSessionState();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [forbidden, setForbidden] = useState(false);
  // why the session ended, when the server said (an agency whose contract ended, decision 077)
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  const agencyEnded = expiredCode === AGENCY_ACCESS_ENDED;

  useEffect(
    () =>
      runtime.subscribe((event) => {
        if (event.type === 'timeout') {
          showToast(
            {
              tone: 'error',
              title: LL.shell.dialogs.timeoutTitle(),
              description: LL.shell.dialogs.timeout(),
              action: {
                label: LL.shell.dialogs.retry(),
                onAction: () =>
                  void event.retry().then(
                    () => queryClient.invalidateQueries(),
                    () => undefined,
                  ),
              },
            },
            { timeout: 0 },
          );
        } else if (event.type === 'forbidden') {
          setForbidden(true); // already open: stays one dialog
        } else if (event.type === 'session.userChanged') {
          // spec 1 §4 / §7: another tab changed the stored user; this tab starts again as that user
          window.location.reload();
        } else if (event.type === 'session.expired') {
          setExpiredCode(event.code ?? null);
        } else if (event.type === 'notice') {
          showToast({ tone: 'error', title: LL.errors.failure(), description: errorText(LL, event.code) });
        }
      }),
    [runtime, queryClient, LL],
  );

  return (
    <>
      <LazyModalDialog
        isOpen={forbidden}
        onOpenChange={setForbidden}
        role="alertdialog"
        size="sm"
        title={LL.shell.dialogs.permissionDeniedTitle()}
        actions={({ close }) => (
          <Button tone="primary" onPress={close}>
            {LL.common.ok()}
          </Button>
        )}
      >
        {LL.shell.dialogs.permissionDenied()}
      </LazyModalDialog>
      <LazyModalDialog
        isOpen={state === 'expired'}
        isDismissable={false}
        role="alertdialog"
        size="sm"
        title={LL.shell.dialogs.sessionExpiredTitle()}
        actions={
          <Button
            tone="primary"
            autoFocus
            onPress={() => {
              logout();
              // an agency signs in again at its own door
              navigate(agencyEnded ? '/agency/login' : '/auth/login', { replace: true });
            }}
          >
            {LL.shell.dialogs.login()}
          </Button>
        }
      >
        {agencyEnded ? errorText(LL, AGENCY_ACCESS_ENDED) : LL.shell.dialogs.sessionExpired()}
      </LazyModalDialog>
    </>
  );
}
