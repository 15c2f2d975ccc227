import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

/** A server whose read answers when the test says: `read` takes the value at its start, as a database would. */
function slowServer(initial: string) {
  let value = initial;
  const pending: (() => void)[] = [];
  return {
    write: (next: string) => (value = next),
    read: () => {
      const seen = value;
      return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
    },
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    reads: () => pending.length,
  };
}

describe('createQueryClient: invalidation after a write', () => {
  it('reads again a first load that was in flight during the write', async () => {
    const client = createQueryClient();
    const server = slowServer('before');
    const observer = new QueryObserver(client, { queryKey: ['codes'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    expect(server.reads()).toBe(1); // the first load, in flight

    server.write('after');
    const invalidated = client.invalidateQueries({ queryKey: ['codes'] });
    server.answerAll(); // the first load answers what it read before the write
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll(); // the read after the write
    await invalidated;

    expect(client.getQueryData(['codes'])).toBe('after');
    unsubscribe();
  });

  it('reads once when nothing was in flight', async () => {
    const client = createQueryClient();
    const server = slowServer('before');
    const observer = new QueryObserver(client, { queryKey: ['codes'], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => {});
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(['codes'])).toBe('before');

    server.write('after');
    const invalidated = client.invalidateQueries({ queryKey: ['codes'] });
    expect(server.reads()).toBe(1);
    server.answerAll();
    await invalidated;
    expect(client.getQueryData(['codes'])).toBe('after');
    expect(server.reads()).toBe(0);
    unsubscribe();
  });
});
