import { Button, type ButtonProps } from '../system/Button.tsx';
import { useCommandControl } from './useCommandControl.ts';

export type CommandButtonProps = Omit<ButtonProps, 'command' | 'onPress' | 'isDisabled' | 'disabledReason'> & {
  /** the registered command this button is the face of */
  command: string;
  /** disabled besides what the command says (a write in flight); never enables a disabled command */
  busy?: boolean;
};

/**
 * A Button that is the face of a registered command (decision 097): `data-command`, `onPress`,
 * `isDisabled` and the disabled reason come from the command in the registry; it is not rendered
 * while the palette would not list the command (no permission, `when` false, not registered).
 */
export function CommandButton({ command, busy, ...props }: CommandButtonProps) {
  const control = useCommandControl(command);
  if (!control.visible) return null;
  return (
    <Button
      {...props}
      command={command}
      isDisabled={control.isDisabled || busy}
      disabledReason={control.disabledReason}
      onPress={control.onPress}
      aria-haspopup={control.opensDialog ? 'dialog' : props['aria-haspopup']}
    />
  );
}

export type RowCommandButtonProps = Omit<ButtonProps, 'command' | 'commandRow'> & {
  /** the row command (one with `row()`) that the palette runs on the selected row */
  command: string;
};

/**
 * A row's own button for a row command (decision 098): the palette runs `command` on the selected row,
 * this button runs the view's `onPress` on the row it sits in, so its enabled state and reason are the
 * row's own. Not rendered while the palette would not list the command (permission, `when`).
 */
export function RowCommandButton({ command, ...props }: RowCommandButtonProps) {
  const control = useCommandControl(command);
  if (!control.visible) return null;
  return <Button {...props} command={command} commandRow aria-haspopup={control.opensDialog ? 'dialog' : props['aria-haspopup']} />;
}
