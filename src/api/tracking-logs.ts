import type { QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/tracking-logs/contract.ts';
import { httpOf } from './client.ts';

/** Tracking-log calls of the browser (src/domain/tracking-logs/contract.ts): pages of the event log and the server log. */
export const logCalls = {
  eventLog: (c: QueryClient, query: QueryOf<typeof api.eventLog>, signal?: AbortSignal) => httpOf(c).call(api.eventLog, { query, signal }),
  serverLog: (c: QueryClient, query: QueryOf<typeof api.serverLog>, signal?: AbortSignal) =>
    httpOf(c).call(api.serverLog, { query, signal }),
};
