import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { saveSettings, storeProfile } from '../../../api/profile.ts';
import type { Me } from '../../../domain/auth/contract.ts';
import { browserTimezone } from '../../../domain/profile/timezone.ts';
import { browserZoneName } from '../../../i18n/format.ts';

/** The browser's zone (name, else from its offset). */
export function detectTimezone(): string {
  return browserTimezone(browserZoneName(), new Date().getTimezoneOffset());
}

/**
 * Spec 1 §4: when the profile has no time zone, the browser sets it at first load (the server
 * applies a first zone at once). Once per profile; a failure is left silent (spec 1 §8 "most load
 * failures are silently swallowed") and retried on the next load.
 */
export function useAutoTimezone(me: Me | undefined, detect: () => string = detectTimezone): void {
  const client = useQueryClient();
  const tried = useRef<number | null>(null);
  useEffect(() => {
    if (!me || me.timezone || me.pending_timezone || tried.current === me.id) return;
    tried.current = me.id;
    saveSettings(client, { kind: 'timezone', body: { timezone: detect() } }).then(
      (profile) => storeProfile(client, profile),
      () => undefined,
    );
  }, [me, client, detect]);
}
