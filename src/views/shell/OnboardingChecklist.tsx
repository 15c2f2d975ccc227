import { lazy, Suspense } from 'react';
import type { Me } from '../../domain/auth/contract.ts';
import { ROLES } from '../../domain/permissions.ts';
import { loadOnboardingPanel, useOnboardingLive } from '../account/index.ts';

// only an owner before approval sees the checklist: its own chunk (decision 027)
const OnboardingPanel = lazy(async () => ({ default: (await loadOnboardingPanel()).OnboardingPanel }));

/**
 * Mounted by the main layout until the admin approves. Every user of the brand keeps the profile
 * fresh (the greyed menu unlocks live on approval); the owner also sees the checklist (spec 1 §2).
 */
export function OnboardingChecklist({ me }: { me: Me }) {
  useOnboardingLive(!me.is_admin_approve);
  if (me.role_id !== ROLES.owner || me.is_admin_approve) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingPanel me={me} />
    </Suspense>
  );
}
