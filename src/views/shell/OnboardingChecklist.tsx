import type { Me } from '../../domain/auth/contract.ts';
import { ROLES } from '../../domain/permissions.ts';
import { OnboardingPanel } from '../account/onboarding/OnboardingPanel.tsx';
import { useOnboardingLive } from '../account/onboarding/useOnboarding.ts';

/**
 * Mounted by the main layout until the admin approves. Every user of the brand keeps the profile
 * fresh (the greyed menu unlocks live on approval); the owner also sees the checklist (spec 1 §2).
 */
export function OnboardingChecklist({ me }: { me: Me }) {
  useOnboardingLive(!me.is_admin_approve);
  return me.role_id === ROLES.owner && !me.is_admin_approve ? <OnboardingPanel me={me} /> : null;
}
