import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { LEVEL } from '../permissions.ts';

/**
 * The offer tracking test (issue 5 item 7, spec 2 "test tracking"): a test click and a test
 * conversion for the offer's primary event sent through the public endpoints. Writes: offers 15.
 */
const WRITE = { kind: 'module', module: 'offers', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const TRACKING_TEST_STEPS = ['click', 'redirect', 'conversion'] as const;
export const trackingTestResultSchema = z.object({
  status: z.enum(['success', 'fail']),
  steps: z.array(z.object({ step: z.enum(TRACKING_TEST_STEPS), ok: z.boolean(), detail: z.string() })),
});
export type TrackingTestResult = z.infer<typeof trackingTestResultSchema>;

export const runTrackingTest = endpoint({
  id: 'offers.trackingTest',
  method: 'POST',
  path: '/api/offers/:id/tracking-test',
  summary: 'Send a test click and a test conversion through the tracking endpoints',
  access: WRITE,
  params: z.object({ id }),
  response: trackingTestResultSchema,
});
