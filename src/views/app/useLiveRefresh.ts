import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveEventsOf, RECONNECTED } from '../../api/live.ts';

/** A burst of events (a job expiring many contracts) is one refetch: events this close are gathered. */
export const LIVE_REFRESH_GATHER_MS = 200;

/**
 * Refetches `queryKey` when the server says what it shows changed — the live event `type` (those
 * `accepts` lets through), or a reconnection after which an event may have been missed. For what another
 * party changes outside this session: a support reply, the overdue job, an admin's review, a partner's answer.
 */
export function useLiveRefresh(type: string, queryKey: QueryKey, accepts: (data: unknown) => boolean = () => true): void {
  const client = useQueryClient();
  // the latest key and filter, without subscribing again on every render
  const latest = useRef({ queryKey, accepts });
  latest.current = { queryKey, accepts };
  useEffect(() => {
    const live = liveEventsOf(client);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: latest.current.queryKey }), LIVE_REFRESH_GATHER_MS);
    };
    const undo = [
      live.subscribe(type, (data) => {
        if (latest.current.accepts(data)) refresh();
      }),
      live.subscribe(RECONNECTED, refresh),
    ];
    return () => {
      clearTimeout(timer);
      undo.forEach((u) => u());
    };
  }, [client, type]);
}
