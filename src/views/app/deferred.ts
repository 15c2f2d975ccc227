import { idleComponent } from './idle-component.tsx';

/*
 * Shell parts fetched on idle after the first paint rather than in the entry chunk
 * (docs/decisions/027-initial-bundle.md). The toast region: toasts shown before it arrives wait in
 * the queue (their timers run only while rendered), then appear.
 */
export const toastRegion = idleComponent(async () => (await import('../system/Toast.tsx')).ToastRegion);
