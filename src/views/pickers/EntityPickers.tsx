import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can, LEVEL } from '../../domain/permissions.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useShellSession } from '../app/runtime.tsx';
import { EntityPicker } from '../system/EntityPicker.tsx';
import { TextField } from '../system/TextField.tsx';
import { offerSearchQuery } from '../../api/offers.ts';
import { partnerSearchQuery } from '../../api/partners.ts';
import { toEntities, useOfferNames, usePartnerNames } from './entity-search.ts';

export interface FilterPickerProps {
  value: readonly number[];
  onChange(ids: number[]): void;
  /** several ids (the performance report) or one (conversions, logs) */
  multiple?: boolean;
  errorMessage?: string;
}

/**
 * The offer and partner filters of the reports: a search among the brand's offers / partners that
 * shows "name (#id)" and hands back ids (the URL keeps ids, as notification links write them). A user
 * who may not list them (offers < 2, partner management < 2: the list would answer 403) types ids,
 * as the private-payout picker does (issue 4).
 */
export function OfferFilterPicker(p: FilterPickerProps) {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const mayList = access !== null && can(access, 'offers', LEVEL.read);
  const [search, setSearch] = useState<string | null>(null);
  // nothing is asked until the picker is used (focus or typing)
  const found = useQuery(offerSearchQuery(search ?? '', mayList && search !== null));
  const nameOf = useOfferNames(p.value, mayList);
  const t = LL.reportViews.filters;
  if (!mayList) return <IdsField {...p} label={p.multiple ? t.offerIds() : t.offerId()} />;
  const matches = toEntities(found.data?.items);
  return (
    <EntityPicker
      label={p.multiple ? t.offers() : t.offer()}
      value={p.value}
      onChange={p.onChange}
      multiple={p.multiple}
      matches={matches}
      onSearch={setSearch}
      nameOf={(id) => nameOf(id) ?? matches.find((m) => m.id === id)?.name}
      removeLabel={(name) => t.remove({ name })}
      placeholder={t.searchOffer()}
      emptyText={t.noOffers()}
      searching={found.isFetching}
      searchingText={t.searching()}
      errorMessage={p.errorMessage}
    />
  );
}

export function PartnerFilterPicker(p: FilterPickerProps) {
  const { LL } = useI18n();
  const { access } = useShellSession();
  const mayList = access !== null && can(access, 'management', LEVEL.read);
  const [search, setSearch] = useState<string | null>(null);
  const found = useQuery(partnerSearchQuery(search ?? '', mayList && search !== null));
  const nameOf = usePartnerNames(p.value, mayList);
  const t = LL.reportViews.filters;
  if (!mayList) return <IdsField {...p} label={p.multiple ? t.partnerIds() : t.partnerId()} />;
  const matches = (found.data?.items ?? []).map((r) => ({ id: r.id, name: r.display_name }));
  return (
    <EntityPicker
      label={p.multiple ? t.partners() : t.partner()}
      value={p.value}
      onChange={p.onChange}
      multiple={p.multiple}
      matches={matches}
      onSearch={setSearch}
      nameOf={(id) => nameOf(id) ?? matches.find((m) => m.id === id)?.name}
      removeLabel={(name) => t.remove({ name })}
      placeholder={t.searchPartnerPicker()}
      emptyText={t.noPartners()}
      searching={found.isFetching}
      searchingText={t.searching()}
      errorMessage={p.errorMessage}
    />
  );
}

const IDS = /^\d{1,15}(,\d{1,15})*$/;
const idsText = (ids: readonly number[]) => ids.join(',');
/** "12, 40" → [12, 40]; null when it is not a list of positive ids (or more than one for a single filter). */
export function parseIds(text: string, multiple: boolean): number[] | null {
  const s = text.replace(/\s+/g, '');
  if (s === '') return [];
  if (!IDS.test(s)) return null;
  const ids = [...new Set(s.split(',').map(Number))];
  if (ids.some((n) => n <= 0) || (!multiple && ids.length > 1)) return null;
  return ids;
}

/** The id field of users who may not list offers or partners: applies on Enter or on leaving the field. */
function IdsField({ label, value, onChange, multiple = false, errorMessage }: FilterPickerProps & { label: string }) {
  const { LL } = useI18n();
  const t = LL.reportViews.filters;
  const [draft, setDraft] = useState(idsText(value));
  const [seen, setSeen] = useState(idsText(value));
  // the URL changed from outside (drill-down, a link): the field follows it
  if (seen !== idsText(value)) {
    setSeen(idsText(value));
    setDraft(idsText(value));
  }
  const parsed = parseIds(draft, multiple);
  const commit = () => {
    if (parsed && idsText(parsed) !== idsText(value)) onChange(parsed);
  };
  return (
    <TextField
      label={label}
      value={draft}
      inputMode="numeric"
      description={multiple ? t.idsHint() : undefined}
      onChange={setDraft}
      onBlur={commit}
      // Enter applies this field only: the form's own submit would apply its other drafts over a stale state
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      errorMessage={parsed === null ? t.invalidIds() : errorMessage}
    />
  );
}
