import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from './auth.ts';
import { bindHttp } from './client.ts';
import type { SessionRuntime } from './session.ts';

/**
 * What the browser asks the server for before the first render (src/main.tsx): with a stored
 * session, the profile the signed-in shell is drawn from. Asked beside the dictionary and the first
 * page's chunk rather than once the first render has mounted the shell, which waited one more round
 * trip (docs/decisions/064-shell-bundle-and-palette-timing.md). The shell's `meAtom` reads the same
 * query; a failure shows there as it would have.
 */
export function prefetchSession(queryClient: QueryClient, runtime: SessionRuntime): void {
  bindHttp(queryClient, runtime);
  if (runtime.actor.getSnapshot().value === 'active') void queryClient.prefetchQuery(meQuery());
}
