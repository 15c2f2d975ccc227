import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonVariants & { className?: string };

/** react-aria Button with the tone/size recipe; `onPress`, `isDisabled`, `type` as in react-aria. */
export function Button({ tone, size, className, ...props }: ButtonProps) {
  const cls = button({ tone, size });
  return <AriaButton {...props} className={className ? `${cls} ${className}` : cls} />;
}
