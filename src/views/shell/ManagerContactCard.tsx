import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import type { Me } from '../../domain/auth/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Tooltip } from '../system/Tooltip.tsx';
import * as popoverCss from '../system/overlay.css.ts';
import * as css from './shell.css.ts';

/** Spec 1 §2: the copied tooltip hides on its own after 2 s. */
export const COPIED_TOOLTIP_MS = 2000;

/**
 * The account manager's contact card, with a copy-email button: opened by the header's button
 * (./ManagerContact.tsx), in the header overlays' chunk (./deferred.ts).
 */
export function ManagerContactCard({ manager, trigger }: { manager: Me['manager']; trigger: ReactElement }) {
  const { LL } = useI18n();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!manager) return;
    try {
      await navigator.clipboard?.writeText(manager.email);
    } catch {
      // clipboard refused (insecure context, permission): the email stays visible to copy by hand
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  };

  return (
    <DialogTrigger>
      {trigger}
      <Popover className={popoverCss.popover} placement="bottom end">
        <Dialog className={css.popoverBody} aria-label={LL.shell.header.managerContact()}>
          {manager ? (
            <>
              {manager.avatar && (
                <img src={manager.avatar} alt="" width={40} height={40} style={{ borderRadius: '50%', objectFit: 'cover' }} />
              )}
              <strong>{manager.name}</strong>
              <span>{manager.email}</span>
              {manager.phone && <span className={css.muted}>{LL.shell.header.phone({ phone: manager.phone })}</span>}
              {manager.skype && <span className={css.muted}>{LL.shell.header.skype({ skype: manager.skype })}</span>}
              {manager.telegram && <span className={css.muted}>{LL.shell.header.telegram({ telegram: manager.telegram })}</span>}
              <Tooltip content={LL.shell.header.copied()} isOpen={copied} onOpenChange={() => undefined} placement="bottom">
                <Button size="sm" tone="secondary" command="account.copyManagerEmail" onPress={() => void copy()}>
                  {LL.shell.header.copyEmail()}
                </Button>
              </Tooltip>
            </>
          ) : (
            <span className={css.muted}>{LL.shell.header.noManager()}</span>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
