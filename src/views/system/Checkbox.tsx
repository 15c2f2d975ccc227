import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as css from './controls.css.ts';
import { Icon } from './icons.tsx';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={css.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={css.checkboxBox} aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? <Icon name="check" size={12} /> : ''}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
