import { eventsStream, eventsTicket } from '../domain/notifications/events.ts';
import type { QueryClient } from '@tanstack/react-query';
import { httpOf } from './client.ts';
import { buildUrl, type HttpClient } from './http.ts';

/**
 * The browser end of the live-events stream: one EventSource per app, shared by every subscriber.
 * Each (re)connection first fetches a fresh stream ticket through the normal client (bearer token,
 * shared refresh), because a ticket lives 60 seconds and EventSource's own retry would reuse a stale
 * one. On failure it retries with exponential backoff (1 s doubling to 30 s, with jitter); after a
 * reconnect subscribers of `reconnected` refetch what they may have missed.
 */
export type LiveHandler = (data: unknown) => void;
export const RECONNECTED = 'reconnected';

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveEventsDeps {
  http: HttpClient;
  /** defaults to the browser's EventSource */
  open?: EventSourceFactory;
  baseUrl?: string;
  /** test hooks */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

export interface LiveEvents {
  subscribe(type: string, handler: LiveHandler): () => void;
  /** connected right now */
  isOpen(): boolean;
}

export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

export function createLiveEvents(deps: LiveEventsDeps): LiveEvents {
  const handlers = new Map<string, Set<LiveHandler>>();
  const types = new Set<string>();
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const open = deps.open ?? ((url: string) => new EventSource(url) as unknown as EventSourceLike);
  // No EventSource (old browser, test DOM without one): stay quiet rather than retry forever.
  const supported = Boolean(deps.open) || typeof EventSource !== 'undefined';
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let connected = false;
  let everConnected = false;
  let generation = 0;

  const emit = (type: string, data: unknown) => handlers.get(type)?.forEach((h) => h(data));

  function listen(es: EventSourceLike, type: string) {
    es.addEventListener(type, (event) => {
      let data: unknown = null;
      try {
        data = event.data ? JSON.parse(String(event.data)) : null;
      } catch {
        data = event.data;
      }
      emit(type, data);
    });
  }

  function retry() {
    connected = false;
    source?.close();
    source = null;
    if (handlers.size === 0 || timer !== null) return;
    timer = setTimer(
      () => {
        timer = null;
        void connect();
      },
      backoffMs(attempt++, deps.random),
    );
  }

  async function connect() {
    const mine = ++generation;
    let ticket: string;
    try {
      ticket = (await deps.http.call(eventsTicket)).ticket;
    } catch {
      if (mine === generation) retry();
      return;
    }
    if (mine !== generation || handlers.size === 0) return;
    let es: EventSourceLike;
    try {
      es = open(buildUrl(deps.baseUrl ?? '', eventsStream.path, undefined, { ticket }));
    } catch {
      retry();
      return;
    }
    source = es;
    es.addEventListener('ready', () => {
      connected = true;
      attempt = 0;
      if (everConnected) emit(RECONNECTED, null);
      everConnected = true;
    });
    for (const type of types) listen(es, type);
    // A dead ticket makes EventSource give up (non-200) or retry with the same URL: take over either way.
    es.onerror = () => {
      if (source === es) retry();
    };
  }

  function stop() {
    generation++;
    if (timer !== null) clearTimer(timer);
    timer = null;
    source?.close();
    source = null;
    connected = false;
    everConnected = false;
    attempt = 0;
  }

  return {
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
      if (type !== RECONNECTED && !types.has(type)) {
        types.add(type);
        if (source) listen(source, type);
      }
      if (supported && !source && timer === null && handlers.size === 1 && set.size === 1) void connect();
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(type);
        if (handlers.size === 0) stop();
      };
    },
    isOpen: () => connected,
  };
}

const perClient = new WeakMap<HttpClient, LiveEvents>();
/** The live-events connection of the app's QueryClient (its bound HTTP client), for views. */
export function liveEventsOf(client: QueryClient): LiveEvents {
  return liveEventsFor(httpOf(client));
}

/** The app's one live-events connection over this HTTP client (opened by the first subscriber). */
export function liveEventsFor(http: HttpClient, open?: EventSourceFactory): LiveEvents {
  let live = perClient.get(http);
  if (!live) {
    live = createLiveEvents({ http, open });
    perClient.set(http, live);
  }
  return live;
}
