/**
 * What the shell uses of the account area (decision 030: the shell imports an area's index.ts only):
 * the onboarding profile kept fresh, the palette's onboarding commands' state, the time zone set on
 * first sign-in. The checklist panel stays its own chunk: a loader, not a re-export.
 */
export { useOnboardingCommandState, useOnboardingLive } from './onboarding/useOnboarding.ts';
export { useAutoTimezone } from './settings/useAutoTimezone.ts';
export const loadOnboardingPanel = () => import('./onboarding/OnboardingPanel.tsx');
