import type { Me } from '../../domain/auth/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { shellOverlays } from './deferred.ts';
import * as css from './shell.css.ts';

/**
 * The account manager in the header: a button drawn with the shell that says what she is, in words,
 * before her name (decision 069: a name alone said nothing of why it is there); her card comes with
 * the header overlays.
 */
export function ManagerContact({ manager }: { manager: Me['manager'] }) {
  const { LL } = useI18n();
  return (
    <DeferredTrigger
      module={shellOverlays}
      popup="dialog"
      trigger={
        // it opens a card (a non-modal dialog): said, so the commands check opens it and judges its copy button
        <Button tone="ghost" aria-haspopup="dialog">
          {manager?.name ? (
            <>
              <span className={css.managerRole}>{LL.shell.header.managerContact()}</span> {manager.name}
            </>
          ) : (
            LL.shell.header.managerContact()
          )}
        </Button>
      }
      render={(overlays, trigger) => <overlays.ManagerContactCard manager={manager} trigger={trigger} />}
    />
  );
}
