import { setup, transition, type SnapshotFrom } from 'xstate';
import type { OfferVisibility } from '../domain/offers/enums.ts';

export type OfferVisibilityEvent =
  /** the brand asks to go public (the server first checks event setup and a successful tracking test) */
  | { type: 'visibility.request' }
  /** an admin approves within 24 hours (ops CLI `review-offer <id> approve`) */
  | { type: 'visibility.approve' }
  /** an admin refuses: the offer stays private, the rejection is recorded */
  | { type: 'visibility.reject' }
  /** the brand takes a public offer (or a pending request) back to private */
  | { type: 'visibility.private' };

/**
 * Offer visibility (spec 2 §4): private ↔ public through an admin review. A private offer asks to go
 * public (review); the admin approves (public: visible in the marketplace and for invite links) or
 * rejects (back to private). The brand can withdraw a request or make a public offer private again.
 * The preconditions (events exist, tracking test succeeded) are data the server checks before
 * sending `visibility.request`.
 */
export const offerVisibilityChart = setup({
  types: { events: {} as OfferVisibilityEvent },
}).createMachine({
  id: 'offerVisibility',
  initial: 'private',
  states: {
    private: { on: { 'visibility.request': 'review' } },
    review: { on: { 'visibility.approve': 'public', 'visibility.reject': 'private', 'visibility.private': 'private' } },
    public: { on: { 'visibility.private': 'private' } },
  },
});

export type OfferVisibilitySnapshot = SnapshotFrom<typeof offerVisibilityChart>;

export const offerVisibilityAt = (v: OfferVisibility): OfferVisibilitySnapshot =>
  offerVisibilityChart.resolveState({ value: v, context: {} });

export function nextOfferVisibility(v: OfferVisibility, event: OfferVisibilityEvent): OfferVisibility | null {
  const snapshot = offerVisibilityAt(v);
  if (!snapshot.can(event)) return null;
  return transition(offerVisibilityChart, snapshot, event)[0].value as OfferVisibility;
}
