import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { employeeQuery, employeesQuery } from '../../api/employees.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { EntityPicker } from '../system/EntityPicker.tsx';

export interface EmployeePickerProps {
  /** the picked employee's brand-user id, or null */
  value: number | null;
  onChange(id: number | null): void;
  label: string;
  placeholder?: string;
  emptyText?: string;
  errorMessage?: string;
}

/**
 * One employee of the brand, searched by name or email (the employee list's own search), handing
 * back the brand-user id. The caller shows it only to users who may list employees; nothing is asked
 * until the picker is used, and the name of an id that arrived in a link is asked once.
 */
export function EmployeePicker(p: EmployeePickerProps) {
  const { LL } = useI18n();
  const [search, setSearch] = useState<string | null>(null);
  const found = useQuery({ ...employeesQuery(1, search ?? ''), enabled: search !== null });
  const picked = useQuery({ ...employeeQuery(p.value ?? 0), enabled: p.value !== null });
  const matches = (found.data?.items ?? []).map((e) => ({ id: e.id, name: e.name }));
  return (
    <EntityPicker
      label={p.label}
      value={p.value === null ? [] : [p.value]}
      onChange={([id]) => p.onChange(id ?? null)}
      matches={matches}
      onSearch={setSearch}
      nameOf={(id) => (picked.data?.id === id ? picked.data.name : undefined) ?? matches.find((m) => m.id === id)?.name}
      removeLabel={(name) => LL.reportViews.filters.remove({ name })}
      placeholder={p.placeholder}
      emptyText={p.emptyText}
      searching={found.isFetching}
      searchingText={LL.reportViews.filters.searching()}
      errorMessage={p.errorMessage}
    />
  );
}
