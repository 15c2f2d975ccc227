import { z } from 'zod';
import { workingModeKey, type WorkingModeKey } from '../offers/enums.ts';

/**
 * A partner's relation to the brand, as one fact (issue 24 item 3; decision 067). "Joined" and
 * "blocked" are not two statuses that contradict each other: a blocked partner has joined the brand
 * and is blocked since a day. The screens that show the relation (marketplace list and profile,
 * partner management list and detail) derive it here and say it as one phrase
 * (`src/i18n/partner-relation.ts`: "Joined 3 Mar 2026 · blocked since 12 Nov 2026").
 */
export const partnerRelationFields = {
  /** when the partner joined this brand (ISO); null: it has not */
  joined_at: z.string().nullable(),
  /** WORKING_MODE id with this brand; null when not joined */
  working_mode: z.number().int().nullable(),
  /** since when it is in that working mode (ISO); null when not joined */
  working_mode_since: z.string().nullable(),
};
export interface PartnerRelationFacts {
  joined_at: string | null;
  working_mode: number | null;
  working_mode_since: string | null;
}

export type PartnerRelation =
  | { kind: 'none' }
  | {
      kind: 'joined';
      joinedAt: string;
      mode: WorkingModeKey;
      /** when the mode began; null when it began with the join (nothing more to say) */
      since: string | null;
    };

/** A change within the join's own day is the join itself (a partner joins working, or is joined blocked). */
const SAME_DAY_MS = 86_400_000;

export function partnerRelation(f: PartnerRelationFacts): PartnerRelation {
  if (f.joined_at === null || f.working_mode === null) return { kind: 'none' };
  const mode = workingModeKey(f.working_mode);
  const since = f.working_mode_since;
  const later = since !== null && Date.parse(since) - Date.parse(f.joined_at) >= SAME_DAY_MS;
  // working since the join says nothing more than "joined"; any other mode always says since when
  return {
    kind: 'joined',
    joinedAt: f.joined_at,
    mode,
    since: later || (mode !== 'working' && since !== null) ? since : null,
  };
}
