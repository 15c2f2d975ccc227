import type { OnboardingProgress } from '../../src/domain/onboarding/contract.ts';
import type { Tx } from '../db/pool.ts';
import { publishEvent } from '../live/publish.ts';

/** The brand event open tabs receive when the onboarding changes (they refetch the profile). */
export const ONBOARDING_CHANGED = 'onboarding.changed';
export { BRAND_EVENTS_CHANNEL } from '../live/publish.ts';

/**
 * Published through the event hub's NOTIFY inside the caller's transaction: it leaves only on commit
 * and reaches every server process, including when the change comes from the ops CLI. Every user of
 * the brand hears it (the whole brand's menu unlocks on approval).
 */
export async function publishOnboardingChanged(tx: Tx, brandId: number, progress: OnboardingProgress): Promise<void> {
  await publishEvent(tx, { brandId, type: ONBOARDING_CHANGED, data: { status: progress.status, percentage: progress.percentage } });
}
