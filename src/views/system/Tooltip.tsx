import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as css from './overlay.css.ts';

export interface TooltipProps {
  /** a focusable react-aria element (Button, Link …) */
  children: ReactElement;
  content: ReactNode;
  /** hover delay in ms (focus shows it at once) */
  delay?: number;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** controlled visibility, e.g. the 'Copied' tooltip that hides after 2 s */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export function Tooltip({ children, content, delay = 500, placement = 'top', isOpen, onOpenChange }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={css.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
