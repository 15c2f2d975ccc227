import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { authCalls } from '../../api/auth.ts';
import { solveToPayload } from '../../domain/auth/pow.ts';

export type RobotCheck = { status: 'solving' } | { status: 'solved'; payload: string } | { status: 'failed' };

/**
 * The sign-up robot check: fetch a proof-of-work challenge from our own server and solve it in the
 * browser while the user types (a fraction of a second to a few seconds). `renew` fetches a fresh one,
 * e.g. after the server refused an expired or reused solution.
 */
export function useRobotCheck(): { check: RobotCheck; renew: () => void } {
  const client = useQueryClient();
  const [check, setCheck] = useState<RobotCheck>({ status: 'solving' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setCheck({ status: 'solving' });
    authCalls
      .challenge(client, controller.signal)
      .then((c) => solveToPayload(c, { signal: controller.signal }))
      .then((payload) => {
        if (!controller.signal.aborted) setCheck(payload ? { status: 'solved', payload } : { status: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ status: 'failed' });
      });
    return () => controller.abort();
  }, [client, round]);
  const renew = useCallback(() => setRound((n) => n + 1), []);
  return { check, renew };
}
