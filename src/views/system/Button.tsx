import { useId, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './button.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> &
  ButtonVariants & {
    className?: string;
    children?: ReactNode;
    /**
     * Words a screen reader hears after the visible text (", Account menu"). Use this instead of an
     * `aria-label` on a button that shows text: the accessible name then always begins with what is
     * seen, so speech users can say it (WCAG 2.5.3, axe "label-content-name-mismatch", decision 045).
     * An `aria-label` is only for a button whose content is an icon.
     */
    hint?: string;
    /**
     * The id of the registered command this button is the face of (decision 097): set as
     * `data-command`, so the route walk finds the palette's twin. Give it through `CommandButton`
     * (src/views/app/CommandButton.tsx), which takes `onPress`, `isDisabled` and the reason from the command.
     */
    command?: string;
    /** the command is a row command and this button its row's own (RowCommandButton, decision 098): `data-command-row` */
    commandRow?: boolean;
    /** why the button is disabled, in words: its description (aria-describedby) and hover title */
    disabledReason?: string;
  };

/** react-aria Button with the tone/size recipe; `onPress`, `isDisabled`, `type` as in react-aria. */
export function Button({ tone, size, className, hint, children, command, commandRow, disabledReason, ...props }: ButtonProps) {
  const cls = button({ tone, size });
  const reasonId = useId();
  const reason = props.isDisabled ? disabledReason : undefined;
  return (
    <>
      <AriaButton
        {...props}
        className={className ? `${cls} ${className}` : cls}
        data-command={command}
        data-command-row={commandRow || undefined}
        aria-describedby={reason ? [props['aria-describedby'], reasonId].filter(Boolean).join(' ') : props['aria-describedby']}
      >
        {children}
        {hint && <span className={visuallyHidden}>, {hint}</span>}
      </AriaButton>
      {reason && (
        <span id={reasonId} className={visuallyHidden} data-disabled-reason>
          {reason}
        </span>
      )}
    </>
  );
}
