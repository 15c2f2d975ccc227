import type pg from 'pg';
import { can, type ModuleKey, type Principal, LEVEL } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { BRAND_EVENTS_CHANNEL, type BrandEvent } from './publish.ts';

/**
 * The per-process side of live events: one pooled connection LISTENs on the brand-events channel and
 * hands each event to the open streams it concerns (brand, user, exclusions, module access). Started
 * by the first stream, stopped when the app closes. If the listening connection dies, every stream is
 * ended: browsers reconnect with backoff and refetch, so nothing published meanwhile is missed for long.
 */
export interface StreamListener {
  user: Principal;
  send(type: string, data: unknown): void;
  end(): void;
}

export function concerns(event: BrandEvent, user: Principal): boolean {
  if (event.brandId !== user.brandId) return false;
  if (event.userId != null && event.userId !== user.userId) return false;
  if (event.exceptUserIds?.includes(user.userId)) return false;
  if (event.module && !can(user, event.module as ModuleKey, LEVEL.read)) return false;
  return true;
}

export class LiveHub {
  private readonly listeners = new Set<StreamListener>();
  private client: pg.PoolClient | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Adds a stream; resolves once the hub is listening (so nothing published after this is missed). */
  async add(listener: StreamListener): Promise<() => void> {
    this.listeners.add(listener);
    await this.listen();
    return () => void this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  dispatch(event: BrandEvent): void {
    for (const l of [...this.listeners]) if (concerns(event, l.user)) l.send(event.type, event.data ?? {});
  }

  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.starting ??= (async () => {
      const client = await this.db.connect();
      client.on('notification', (msg) => {
        if (msg.channel !== BRAND_EVENTS_CHANNEL || !msg.payload) return;
        try {
          this.dispatch(JSON.parse(msg.payload) as BrandEvent);
        } catch {
          // a malformed payload from another process must not take the hub down
        }
      });
      client.on('error', () => this.lost(client));
      await client.query(`LISTEN ${BRAND_EVENTS_CHANNEL}`);
      this.client = client;
    })().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private lost(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    client.release(true);
    for (const l of [...this.listeners]) l.end();
  }

  /** Ends every stream and gives the listening connection back (app shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    for (const l of [...this.listeners]) l.end();
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query(`UNLISTEN ${BRAND_EVENTS_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }
}

const hubs = new WeakMap<Db, LiveHub>();
/** The hub of this database handle (one per app in tests, one per process in production). */
export function hubFor(db: Db): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new LiveHub(db);
    hubs.set(db, hub);
  }
  return hub;
}
export function dropHub(db: Db): void {
  hubs.delete(db);
}
