import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toastQueue } from '../../../src/views/system/toast-queue.ts';

/*
 * The dom project shares one module graph per worker (isolate: false, decision 083): React, the app's
 * modules and happy-dom's window stay loaded from one test file to the next. What a file leaves behind
 * in them is put back here after every test, so the next file starts as if it had the worker to itself:
 * the rendered trees (testing-library's cleanup, which vitest runs only with globals), the app's toast
 * queue, the storage the app keeps its session, theme and recents in, the URL, fake timers, mocks.
 */
afterEach(() => {
  cleanup();
  toastQueue.clear();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-theme');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
