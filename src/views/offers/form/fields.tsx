import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { ComboBox } from '../../system/ComboBox.tsx';
import { NumberField } from '../../system/NumberField.tsx';
import { Select, type Option } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import * as css from '../list/offers.css.ts';
import type { OfferDraft } from './form-state.ts';

/**
 * Form controls bound to the offer draft by field name. Each sits in `data-field="<wire name>"`, so
 * a 422 (or the client check) can focus the field it names. Errors are already-translated texts.
 */
export interface FormBinding {
  draft: OfferDraft;
  set: (patch: Partial<OfferDraft>) => void;
  errors: Readonly<Record<string, string>>;
  currency: string;
  /** the page the form is on: its private payouts' commands are listed under it (decision 068) */
  page?: 'offerNew' | 'offerEdit';
}
type Name<V> = { [K in keyof OfferDraft]: OfferDraft[K] extends V ? K : never }[keyof OfferDraft];

const Wrap = ({ name, children }: { name: string; children: ReactNode }) => <div data-field={name}>{children}</div>;

export function TextInput({
  f,
  name,
  label,
  multiline,
  description,
  maxLength,
}: {
  f: FormBinding;
  name: Name<string>;
  label: string;
  multiline?: boolean;
  description?: string;
  maxLength?: number;
}) {
  return (
    <Wrap name={name}>
      <TextField
        label={label}
        name={name}
        value={f.draft[name]}
        multiline={multiline}
        description={description}
        maxLength={maxLength}
        errorMessage={f.errors[name]}
        onChange={(v) => f.set({ [name]: v } as Partial<OfferDraft>)}
      />
    </Wrap>
  );
}

/** A decimal-string amount (≤ 4 decimals) in the brand currency's separators. */
export function MoneyInput({ f, name, label }: { f: FormBinding; name: Name<string>; label: string }) {
  const initial = f.draft[name];
  return (
    <Wrap name={name}>
      <NumberField
        label={label}
        name={name}
        currency={f.currency}
        maxDecimals={4}
        minValue={0}
        defaultValue={initial === '' ? undefined : Number(initial)}
        errorMessage={f.errors[name]}
        onDecimalChange={(v) => f.set({ [name]: v ?? '' } as Partial<OfferDraft>)}
      />
    </Wrap>
  );
}

export function DaysInput({ f, name, label }: { f: FormBinding; name: Name<number>; label: string }) {
  return (
    <Wrap name={name}>
      <NumberField
        label={label}
        name={name}
        maxDecimals={0}
        minValue={1}
        maxValue={365}
        value={f.draft[name] as number}
        errorMessage={f.errors[name]}
        onChange={(v) => f.set({ [name]: Number.isNaN(v) ? 0 : v } as Partial<OfferDraft>)}
      />
    </Wrap>
  );
}

export function PickInput({
  f,
  name,
  label,
  options,
  onPick,
}: {
  f: FormBinding;
  name: Name<number> | Name<number | null>;
  label: string;
  options: Option[];
  onPick?: (id: number) => void;
}) {
  return (
    <Wrap name={name}>
      <Select
        label={label}
        options={options}
        selectedKey={(f.draft[name] as number | null) ?? null}
        errorMessage={f.errors[name]}
        onSelectionChange={(k: Key | null) =>
          onPick ? onPick(Number(k)) : f.set({ [name]: k === null || k === 0 ? null : Number(k) } as Partial<OfferDraft>)
        }
      />
    </Wrap>
  );
}

export function FlagInput({ f, name, label }: { f: FormBinding; name: Name<boolean>; label: string }) {
  return (
    <Wrap name={name}>
      <Checkbox isSelected={f.draft[name]} onChange={(v) => f.set({ [name]: v } as Partial<OfferDraft>)}>
        {label}
      </Checkbox>
    </Wrap>
  );
}

/** Several ids from a list: type to find, Enter to add; each choice is a chip with a remove button. */
export function MultiPicker({ f, name, label, options }: { f: FormBinding; name: Name<number[]>; label: string; options: Option[] }) {
  const { LL } = useI18n();
  const [input, setInput] = useState('');
  const chosen = f.draft[name];
  const labelOf = (id: number) => options.find((o) => o.id === id)?.label ?? String(id);
  return (
    <Wrap name={name}>
      <ComboBox
        label={label}
        options={options.filter((o) => !chosen.includes(Number(o.id)))}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        errorMessage={f.errors[name]}
        emptyText={LL.common.none()}
        onSelectionChange={(k) => {
          if (k !== null) {
            f.set({ [name]: [...chosen, Number(k)] } as Partial<OfferDraft>);
            setInput('');
          }
        }}
      />
      <div className={css.chips}>
        {chosen.length === 0 && <span className={css.hint}>{LL.offers.fields.noneSelected()}</span>}
        {chosen.map((id) => (
          <span key={id} className={css.chip}>
            {labelOf(id)}
            <Button
              size="sm"
              tone="ghost"
              data-field-part
              aria-label={LL.offers.fields.removeItem({ name: labelOf(id) })}
              onPress={() => f.set({ [name]: chosen.filter((x) => x !== id) } as Partial<OfferDraft>)}
            >
              ×
            </Button>
          </span>
        ))}
      </div>
    </Wrap>
  );
}
