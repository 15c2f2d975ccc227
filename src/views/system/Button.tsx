import type { ReactNode } from 'react';
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
  };

/** react-aria Button with the tone/size recipe; `onPress`, `isDisabled`, `type` as in react-aria. */
export function Button({ tone, size, className, hint, children, ...props }: ButtonProps) {
  const cls = button({ tone, size });
  return (
    <AriaButton {...props} className={className ? `${cls} ${className}` : cls}>
      {children}
      {hint && <span className={visuallyHidden}>, {hint}</span>}
    </AriaButton>
  );
}
