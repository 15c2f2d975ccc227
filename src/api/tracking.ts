import type { QueryClient } from '@tanstack/react-query';
import { runTrackingTest } from '../domain/tracking/contract.ts';
import { httpOf } from './client.ts';

/** Tracking calls of the browser (src/domain/tracking/contract.ts): an offer's tracking test (test click + test conversion). */
export const trackingTest = (client: QueryClient, offerId: number) => httpOf(client).call(runTrackingTest, { params: { id: offerId } });
