import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { managerOptionsQuery, type PartnerListParams } from '../../../api/partners.ts';
import { tierGroupsQuery } from '../../../api/tier-groups.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { DatePicker } from '../../system/DatePicker.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';

const MODES = ['0', '1', '2', '3'] as const;

/**
 * The partner list's filters (spec 3 §2): search, working mode, manager ("not assigned" first), tier
 * group, tag and joined dates, folded into chips on a narrow screen. Every change goes back to page 1.
 */
export function PartnerListFilters({
  query,
  filter,
  initialSearch,
}: {
  query: PartnerListParams;
  filter: (patch: Partial<PartnerListParams>) => void;
  initialSearch: string;
}) {
  const { LL } = useI18n();
  // the text fields' own text (a search is sent trimmed); a removed chip empties them
  const [searchText, setSearchText] = useState(initialSearch);
  const [tagText, setTagText] = useState('');
  // the filters' choices: who may manage partners and the brand's tier groups
  const managers = useQuery(managerOptionsQuery());
  const tierGroups = useQuery(tierGroupsQuery());
  const m = LL.management.list;
  const optionName = <T extends { id: number | string }>(
    items: readonly T[] | undefined,
    id: number | undefined,
    name: (o: T) => string,
  ) => {
    const found = id === undefined ? undefined : items?.find((o) => Number(o.id) === id);
    return found ? name(found) : id === undefined ? null : String(id);
  };
  const fold = useFilterFold([
    chip('search', m.search(), query.search, () => (setSearchText(''), filter({ search: undefined }))),
    chip(
      'working_mode',
      m.workingMode(),
      query.working_mode === undefined ? null : LL.management.workingMode[String(query.working_mode) as '0'](),
      () => filter({ working_mode: undefined }),
    ),
    chip(
      'manager',
      m.manager(),
      query.manager_id === 0 ? LL.management.notAssigned() : optionName(managers.data?.items, query.manager_id, (o) => o.name || o.email),
      () => filter({ manager_id: undefined }),
    ),
    chip(
      'tier_group',
      m.tierGroup(),
      optionName(tierGroups.data?.items, query.tier_group_id, (g) => g.name),
      () => filter({ tier_group_id: undefined }),
    ),
    chip('tag', m.tag(), query.tag, () => (setTagText(''), filter({ tag: undefined }))),
    chip('joined_from', m.joinedFrom(), query.joined_from, () => filter({ joined_from: undefined })),
    chip('joined_to', m.joinedTo(), query.joined_to, () => filter({ joined_to: undefined })),
  ]);
  return (
    <Toolbar
      role="search"
      aria-label={LL.management.list.title()}
      fold={fold}
      filters={
        <>
          <TextField
            label={LL.management.list.search()}
            value={searchText}
            maxLength={128}
            onChange={(v) => {
              setSearchText(v);
              filter({ search: v.trim() || undefined });
            }}
          />
          <Select
            label={LL.management.list.workingMode()}
            options={[
              { id: 'any', label: LL.management.list.any() },
              ...MODES.map((m) => ({ id: m, label: LL.management.workingMode[m]() })),
            ]}
            selectedKey={query.working_mode === undefined ? 'any' : String(query.working_mode)}
            onSelectionChange={(k) => filter({ working_mode: k === 'any' ? undefined : Number(k) })}
          />
          <Select
            label={LL.management.list.manager()}
            options={[
              { id: 'any', label: LL.management.list.any() },
              ...(managers.data?.items ?? [{ id: 0, name: '', email: '' }]).map((o) => ({
                id: String(o.id),
                label: o.id === 0 ? LL.management.notAssigned() : o.name || o.email,
              })),
            ]}
            selectedKey={query.manager_id === undefined ? 'any' : String(query.manager_id)}
            onSelectionChange={(k) => filter({ manager_id: k === 'any' ? undefined : Number(k) })}
          />
          <Select
            label={LL.management.list.tierGroup()}
            options={[
              { id: 'any', label: LL.management.list.any() },
              ...(tierGroups.data?.items ?? []).map((g) => ({ id: String(g.id), label: g.name })),
            ]}
            selectedKey={query.tier_group_id === undefined ? 'any' : String(query.tier_group_id)}
            onSelectionChange={(k) => filter({ tier_group_id: k === 'any' ? undefined : Number(k) })}
          />
          <TextField
            label={LL.management.list.tag()}
            value={tagText}
            maxLength={50}
            onChange={(v) => {
              setTagText(v);
              filter({ tag: v.trim() || undefined });
            }}
          />
          <DatePicker
            label={LL.management.list.joinedFrom()}
            value={query.joined_from ?? null}
            onChange={(v) => filter({ joined_from: v ?? undefined })}
          />
          <DatePicker
            label={LL.management.list.joinedTo()}
            value={query.joined_to ?? null}
            onChange={(v) => filter({ joined_to: v ?? undefined })}
          />
        </>
      }
    />
  );
}
