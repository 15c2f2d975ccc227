import { useQuery } from '@tanstack/react-query';
import { groupOptionsQuery } from '../../../api/offer-assets.ts';
import { settingsMetaQuery } from '../../../api/profile.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { Option } from '../../system/Select.tsx';

/**
 * Reference lists the offer screens pick from: `GET /api/common/meta` (payout models, verticals,
 * channels, devices, OS, browsers, time zones, budget lists, schedule days) in the UI language, and
 * the brand's offer groups. Options are `{ id, label }` for the design system's selects.
 */
export function useOfferMeta() {
  const { locale } = useI18n();
  return useQuery(settingsMetaQuery(locale)).data;
}

export function useGroupOptions(): Option[] {
  const q = useQuery(groupOptionsQuery());
  return (q.data ?? []).map((g) => ({ id: g.id, label: g.name }));
}

export const toOptions = (items: readonly { id: number | string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ id: i.id, label: i.name }));
