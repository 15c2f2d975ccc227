import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { Tooltip } from '../../system/Tooltip.tsx';
import * as css from '../access-requests/access.css.ts';

/** Same 2 s as the header's copied tooltip (spec 1 §2). */
export const KEY_COPIED_MS = 2000;

/**
 * Shows a just-created key once, with a copy button and the warning not to share it. Not dismissable
 * by Escape or a click outside: the key is gone once this closes, so closing is a deliberate press.
 */
export function RevealKeyDialog({ apiKey, onDone }: { apiKey: string | null; onDone: () => void }) {
  const { LL } = useI18n();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!apiKey) return;
    try {
      await navigator.clipboard?.writeText(apiKey);
    } catch {
      // clipboard refused: the key stays on screen to copy by hand
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), KEY_COPIED_MS);
  };

  return (
    <ModalDialog
      isOpen={apiKey !== null}
      isDismissable={false}
      role="alertdialog"
      title={LL.access.apiKey.revealTitle()}
      actions={<Button onPress={onDone}>{LL.access.apiKey.done()}</Button>}
    >
      <p className={css.warning}>{LL.access.apiKey.revealWarning()}</p>
      <code className={css.secret} data-testid="api-key-secret">
        {apiKey}
      </code>
      <div className={css.row}>
        <Tooltip content={LL.access.apiKey.copied()} isOpen={copied} onOpenChange={() => undefined} placement="bottom">
          <Button tone="secondary" size="sm" onPress={() => void copy()}>
            {LL.access.apiKey.copy()}
          </Button>
        </Tooltip>
      </div>
    </ModalDialog>
  );
}
