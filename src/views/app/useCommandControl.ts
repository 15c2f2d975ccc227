import { useSyncExternalStore } from 'react';
import { appCommands } from '../../commands/app-registry.ts';
import { sessionContext } from '../../commands/context.ts';
import { textOf } from '../../commands/text.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useGuardedNavigate } from './navigation-blocker.ts';
import { useShellSession } from './runtime.tsx';

/** What a control shows of its command now (decision 097). */
export interface CommandControl {
  /** the command id, for `data-command` */
  command: string;
  /** registered and allowed for this user here (permission and `when`): the palette lists it */
  visible: boolean;
  isDisabled: boolean;
  /** the translated reason while disabled, the same words the palette shows */
  disabledReason?: string;
  /** runs the command through the registry, as the palette does */
  onPress: () => void;
  /** running it opens a dialog (the command's `opens`) */
  opensDialog: boolean;
}

const subscribe = (listener: () => void) => appCommands.subscribe(listener);
const version = () => appCommands.getVersion();

/**
 * A control that is the face of a registered command (decision 097): whether it is there, whether it is
 * enabled, why not, and what it does all come from the command in the registry, asked with the same
 * session context as the palette (`sessionContext`), so the button and the palette cannot disagree.
 * The command's predicates read the view's latest render (useViewCommands), so a control rendered by
 * that view (or below it) is answered on the same state. Re-renders when commands come and go.
 */
export function useCommandControl(id: string): CommandControl {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const navigate = useGuardedNavigate();
  useSyncExternalStore(subscribe, version, version);
  const command = appCommands.get(id);
  const ctx = sessionContext(access, (path) => navigate(path));
  const visible = command !== undefined && appCommands.isVisible(command, ctx);
  const { enabled, reason } = command && visible ? appCommands.availability(command, ctx) : { enabled: false, reason: undefined };
  return {
    command: id,
    visible,
    isDisabled: !enabled,
    disabledReason: visible && !enabled ? textOf(LL, reason ?? 'errors.permissionDeniedAction') : undefined,
    onPress: () => void appCommands.run(id, ctx),
    opensDialog: command?.opens === 'dialog',
  };
}
