import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import * as field from '../../system/field.css.ts';
import { Icon } from '../../system/icons.tsx';
import * as overlay from '../../system/overlay.css.ts';
import type { Option } from '../../system/Select.tsx';

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly Option[];
  value: readonly number[];
  onChange(value: number[]): void;
  /** the button's text when nothing is chosen ("Any") */
  placeholder: string;
  /** the button's text when more than one is chosen ("3 chosen") */
  chosen(count: number): string;
  /** while the options load: the open list's text (the list opens at once instead of ignoring Enter) */
  loading?: string;
}

/**
 * A choice of several from a list, as the design system's Select with react-aria's multiple selection
 * (a listbox with aria-multiselectable; Space or Enter toggles an option and the list stays open).
 * Ids are numbers, as the marketplace's filters send them.
 */
export function MultiSelect({ label, options, value, onChange, placeholder, chosen, loading }: MultiSelectProps) {
  const names = value.map((id) => options.find((o) => o.id === id)?.label).filter(Boolean);
  return (
    <AriaSelect
      selectionMode="multiple"
      value={value as Key[]}
      onChange={(keys) => onChange((keys as Key[]).map(Number))}
      placeholder={placeholder}
      className={field.field}
      // react-aria does not open a list without options: Enter pressed before they load would do nothing
      {...{ allowsEmptyCollection: loading !== undefined }}
    >
      <Label className={field.label}>{label}</Label>
      <AriaButton className={field.group}>
        <SelectValue className={field.bareInput}>
          {() => (names.length === 0 ? placeholder : names.length === 1 ? names[0] : chosen(names.length))}
        </SelectValue>
        <Icon name="chevronDown" size={16} />
      </AriaButton>
      <Popover className={overlay.popover}>
        <ListBox className={overlay.listBox} items={options} renderEmptyState={() => loading}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={overlay.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
