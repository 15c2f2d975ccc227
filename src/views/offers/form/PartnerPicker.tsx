import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { ComboBox } from '../../system/ComboBox.tsx';
import { NumberField } from '../../system/NumberField.tsx';
import { partnerSearchQuery } from '../../../api/partners.ts';

const label = (p: { id: number; display_name: string }) => `${p.display_name} (#${p.id})`;

/**
 * One partner of the brand, found by name, email or id as the user types (server search). Users who
 * may not read partner management (no list to search) type the partner id instead.
 */
export function PartnerPicker({ value, onChange, errorMessage }: { value: number; onChange(id: number): void; errorMessage?: string }) {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const mayList = access !== null && can(access, 'management', LEVEL.read);
  const F = LL.offers.fields;
  const [input, setInput] = useState(value ? `#${value}` : '');
  const search = input
    .replace(/^#/, '')
    .replace(/\s*\(#\d+\)$/, '')
    .trim();
  // the same search as the reports' partner filter (src/views/pickers)
  const found = useQuery(partnerSearchQuery(search, mayList));
  if (!mayList) {
    return (
      <NumberField
        label={F.partnerId()}
        maxDecimals={0}
        minValue={1}
        value={value || Number.NaN}
        onChange={(v) => onChange(Number.isNaN(v) ? 0 : v)}
        errorMessage={errorMessage}
      />
    );
  }
  const rows = found.data?.items ?? [];
  const items = rows.map((p) => ({ id: p.id, label: label(p) }));
  if (value && !items.some((i) => i.id === value)) items.unshift({ id: value, label: `#${value}` });
  // an id alone in the box (as loaded) reads as the partner's name once the search found it
  const shown = input === `#${value}` ? (items.find((i) => i.id === value)?.label ?? input) : input;
  return (
    <ComboBox
      label={F.partner()}
      items={items}
      inputValue={shown}
      onInputChange={setInput}
      selectedKey={value || null}
      errorMessage={errorMessage}
      emptyText={F.noPartners()}
      placeholder={F.partnerSearch()}
      onSelectionChange={(key) => {
        if (key === null) return;
        const id = Number(key);
        onChange(id);
        setInput(items.find((i) => i.id === id)?.label ?? `#${id}`);
      }}
    />
  );
}
