import type { TierGroupRefusal } from '../../src/domain/partners/tier-groups.ts';
import tierGroupsEn from '../../src/i18n/en/tierGroups.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Refusals of tier groups and offer management: the English translation is the API's `message`, so
 * the API and the UI say the same thing; the UI translates `code` under tierGroups.refusals.
 */
const STATUS: Record<TierGroupRefusal, number> = { tier_group_not_found: 404, offer_not_found: 404, too_many_tier_groups: 409 };

export const refuseTierGroup = (code: TierGroupRefusal): HttpError => new HttpError(STATUS[code], code, tierGroupsEn.refusals[code]);
