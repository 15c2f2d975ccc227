import { describe, expect, it } from 'vitest';
import { backoffMs, createLiveEvents, RECONNECTED, type EventSourceLike } from './live.ts';
import type { HttpClient } from './http.ts';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.forEach((fn) => fn({ data: JSON.stringify(data) } as MessageEvent));
  }
  close() {
    this.closed = true;
  }
}

function setup(ticketFails = 0) {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let calls = 0;
  const http = {
    call: async () => {
      calls++;
      if (calls <= ticketFails) throw new Error('offline');
      return { ticket: `t${calls}`, expires_in: 60 };
    },
  } as unknown as HttpClient;
  const live = createLiveEvents({
    http,
    open: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    random: () => 0.5,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { live, sources, timers, flush };
}

describe('live events client', () => {
  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffMs(a, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('opens one stream with a fresh ticket in the URL and delivers events', async () => {
    const { live, sources, flush } = setup();
    const got: unknown[] = [];
    live.subscribe('notification.created', (d) => got.push(d));
    live.subscribe('profile.changed', (d) => got.push(d));
    await flush();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/user/adv/events?ticket=t1');
    sources[0]!.emit('notification.created', { uuid: 'u' });
    expect(got).toEqual([{ uuid: 'u' }]);
  });

  it('reconnects with a new ticket after an error and tells subscribers to refetch', async () => {
    const { live, sources, timers, flush } = setup();
    let reconnected = 0;
    live.subscribe('notification.created', () => undefined);
    live.subscribe(RECONNECTED, () => reconnected++);
    await flush();
    sources[0]!.emit('ready', {});
    sources[0]!.onerror?.(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    await flush();
    expect(sources[1]!.url).toContain('ticket=t2');
    sources[1]!.emit('ready', {});
    expect(reconnected).toBe(1);
  });

  it('retries when the ticket cannot be fetched, with growing delays', async () => {
    const { live, sources, timers, flush } = setup(2);
    live.subscribe('x', () => undefined);
    await flush();
    timers[0]!.fn();
    await flush();
    timers[1]!.fn();
    await flush();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    expect(sources).toHaveLength(1);
  });

  it('closes the stream when the last subscriber leaves', async () => {
    const { live, sources, flush } = setup();
    const off = live.subscribe('x', () => undefined);
    await flush();
    off();
    expect(sources[0]!.closed).toBe(true);
  });
});
