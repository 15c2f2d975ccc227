import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import * as css from './field.css.ts';
import * as overlay from './overlay.css.ts';
import { Icon } from './icons.tsx';
import { LiveFieldError } from './LiveFieldError.tsx';

export interface Option {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<AriaSelectProps<Option>, 'className' | 'children' | 'items'> {
  label: ReactNode;
  options: readonly Option[];
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** Single choice from a short list; type-ahead and arrow keys come from react-aria. */
export function Select({ label, options, description, errorMessage, className, isInvalid, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} isInvalid={isInvalid ?? Boolean(errorMessage)} className={className ? `${css.field} ${className}` : css.field}>
      <Label className={css.label}>{label}</Label>
      <AriaButton className={css.group}>
        <SelectValue className={css.bareInput} />
        <Icon name="chevronDown" size={16} />
      </AriaButton>
      {description && (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      )}
      <LiveFieldError>{errorMessage}</LiveFieldError>
      <Popover className={overlay.popover}>
        <ListBox className={overlay.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={overlay.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
