import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { onboardingPercentage, submitOnboarding, type OnboardingProgress } from '../domain/onboarding/contract.ts';
import { authKeys } from './auth.ts';
import { httpOf } from './client.ts';

/** Onboarding calls of the browser (src/domain/onboarding/contract.ts). */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
};

/** The live event the server publishes on every onboarding change (server/onboarding/publish.ts). */
export const ONBOARDING_CHANGED = 'onboarding.changed';

/** Until approval the checklist polls while the live stream is down (decision 015). */
export const ONBOARDING_POLL_MS = 30_000;

export function onboardingQuery() {
  return queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ client, signal }) => httpOf(client).call(onboardingPercentage, { signal }),
    staleTime: 10_000,
  });
}

/**
 * Refetches what the onboarding decides: the progress and the profile (the menu, guard and palette
 * read `is_submit` / `is_admin_approve` from `meQuery`). Called after a submission, on the live
 * `onboarding.changed` event, on window focus and by the fallback poll.
 */
export function refreshOnboarding(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: onboardingKeys.all }),
    client.invalidateQueries({ queryKey: authKeys.me() }),
  ]).then(() => undefined);
}

/** The checklist's progress only (after a settings save, which returns the fresh profile itself). */
export function refreshOnboardingProgress(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: onboardingKeys.all });
}

export function submitOnboardingMutation(client: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'submit'],
    mutationFn: (): Promise<OnboardingProgress> => httpOf(client).call(submitOnboarding),
    onSuccess: (progress) => {
      client.setQueryData(onboardingKeys.progress(), progress);
      return refreshOnboarding(client);
    },
  });
}
