import type { Refusal, RefusedBody } from '../domain/tracking/refusals.ts';
import trackingEn from './en/tracking.ts';

/**
 * The English wire message of each refusal (spec 2 wording where the spec has one): the English
 * translation itself, so the wire and the screens never drift apart (the type checks every code has one).
 */
export const REFUSAL_MESSAGES: Record<Refusal, string> = trackingEn.refusals;

/** The JSON body of a refused postback, with its English wire message. */
export const refusedBody = (reason: Refusal): RefusedBody => ({ status: 'refused', reason, message: REFUSAL_MESSAGES[reason] });
