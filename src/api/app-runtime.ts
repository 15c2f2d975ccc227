import { createSessionRuntime, type SessionRuntime } from './session.ts';
import { createLocalTokenStore } from './token-store.ts';

/** The app's single session runtime, created on first use in the browser (never at import time, so tests can import freely). */
let runtime: SessionRuntime | undefined;

export function appRuntime(): SessionRuntime {
  runtime ??= createSessionRuntime({ fetch: (input, init) => globalThis.fetch(input, init), tokens: createLocalTokenStore() });
  return runtime;
}
