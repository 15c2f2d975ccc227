import { setup, transition, type SnapshotFrom } from 'xstate';
import { WORKING_MODE, workingModeKey, type WorkingModeAction, type WorkingModeId, type WorkingModeKey } from '../domain/offers/enums.ts';

export type WorkingModeEvent =
  | { type: 'mode.pause' }
  | { type: 'mode.resume' }
  | { type: 'mode.block' }
  | { type: 'mode.unblock' }
  /** the background job finished bringing a resumed offer back (links and caps rechecked) */
  | { type: 'mode.ready' };

/**
 * Offer working mode (spec 2 §3–§4): stopped 0, working 1, processing 2, blocked 3; actions pause,
 * resume, block, unblock. Resuming does not switch traffic on at once: the offer is processing
 * until the next job run has rechecked it (mode.ready), then working. Pause stops a working or
 * processing offer; block stops anything until unblocked, which leaves it stopped (resume is a
 * separate, deliberate step).
 */
export const workingModeChart = setup({
  types: { events: {} as WorkingModeEvent },
}).createMachine({
  id: 'workingMode',
  initial: 'working',
  states: {
    stopped: { on: { 'mode.resume': 'processing', 'mode.block': 'blocked' } },
    processing: { on: { 'mode.ready': 'working', 'mode.pause': 'stopped', 'mode.block': 'blocked' } },
    working: { on: { 'mode.pause': 'stopped', 'mode.block': 'blocked' } },
    blocked: { on: { 'mode.unblock': 'stopped' } },
  },
});

export type WorkingModeSnapshot = SnapshotFrom<typeof workingModeChart>;

export const workingModeAt = (mode: WorkingModeId | number): WorkingModeSnapshot =>
  workingModeChart.resolveState({ value: workingModeKey(mode), context: {} });

export function nextWorkingMode(mode: WorkingModeId | number, event: WorkingModeEvent): WorkingModeId | null {
  const snapshot = workingModeAt(mode);
  if (!snapshot.can(event)) return null;
  return WORKING_MODE[transition(workingModeChart, snapshot, event)[0].value as WorkingModeKey];
}

export const workingModeEvent = (action: WorkingModeAction): WorkingModeEvent => ({ type: `mode.${action}` });
