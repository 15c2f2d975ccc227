import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import type { Option } from './Select.tsx';
import { useInertWhileHidden } from './inert-while-hidden.ts';
import * as css from './field.css.ts';
import * as overlay from './overlay.css.ts';
import { Icon } from './icons.tsx';
import { LiveFieldError } from './LiveFieldError.tsx';

export interface ComboBoxProps extends Omit<AriaComboBoxProps<Option>, 'className' | 'children' | 'items' | 'defaultItems'> {
  label: ReactNode;
  /** all options (filtered by react-aria as the user types) … */
  options?: readonly Option[];
  /** … or the already-filtered options of a server search (then pass inputValue/onInputChange) */
  items?: readonly Option[];
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** shown in the list when nothing matches */
  emptyText?: string;
  className?: string;
}

export function ComboBox({
  label,
  options,
  items,
  description,
  errorMessage,
  placeholder,
  emptyText,
  className,
  isInvalid,
  ...props
}: ComboBoxProps) {
  const [isOpen, setOpen] = useState(false);
  useInertWhileHidden(isOpen);
  return (
    <AriaComboBox
      {...props}
      onOpenChange={(open, trigger) => {
        setOpen(open);
        props.onOpenChange?.(open, trigger);
      }}
      defaultItems={options}
      items={items}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={className ? `${css.field} ${className}` : css.field}
    >
      <Label className={css.label}>{label}</Label>
      <Group className={css.group}>
        <Input className={css.bareInput} placeholder={placeholder} />
        <AriaButton className={css.bareInput} style={{ flex: 'none' }}>
          <Icon name="chevronDown" size={16} />
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      )}
      <LiveFieldError>{errorMessage}</LiveFieldError>
      <Popover className={overlay.popover}>
        <ListBox className={overlay.listBox} renderEmptyState={() => <div className={overlay.item}>{emptyText}</div>}>
          {(option: Option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={overlay.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
