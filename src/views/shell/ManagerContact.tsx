import type { Me } from '../../domain/auth/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { shellOverlays } from './deferred.ts';

/** The account manager in the header: a button drawn with the shell; its card comes with the header overlays. */
export function ManagerContact({ manager }: { manager: Me['manager'] }) {
  const { LL } = useI18n();
  return (
    <DeferredTrigger
      module={shellOverlays}
      popup="dialog"
      trigger={
        <Button tone="ghost" hint={manager?.name ? LL.shell.header.managerContact() : undefined}>
          {manager?.name || LL.shell.header.managerContact()}
        </Button>
      }
      render={(overlays, trigger) => <overlays.ManagerContactCard manager={manager} trigger={trigger} />}
    />
  );
}
