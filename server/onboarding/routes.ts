import type { FastifyInstance } from 'fastify';
import { ONBOARDING_ERRORS, onboardingPercentage, submitOnboarding } from '../../src/domain/onboarding/contract.ts';
import { HttpError } from '../http/errors.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { applyToBrand, onboardingProgress } from './service.ts';

/** Onboarding routes (src/domain/onboarding/contract.ts); approval comes from the ops CLI. */
export function registerOnboardingRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  route(app, onboardingPercentage, ({ db, user }) => onboardingProgress(db, user.brandId));

  route(app, submitOnboarding, async ({ db, user }) => {
    // spec 1 §2: the checklist (and so the submission) belongs to the owner
    if (user.role !== 'owner') throw new HttpError(403, ONBOARDING_ERRORS.ownerOnly, 'Only the brand owner submits the onboarding');
    return applyToBrand(db, user.brandId, { type: 'onboarding.submit' });
  });
}
