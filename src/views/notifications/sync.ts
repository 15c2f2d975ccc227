/**
 * Read state across tabs (spec 1 §4): a tab that marks notifications read writes a `noti_read_` key
 * (other tabs get a `storage` event), broadcasts `notification_read` on a BroadcastChannel, and — when
 * it was opened from a notification in another window — posts `notification_read` to its opener
 * (spec 1 §2). Receivers just refetch; the server is the source of truth.
 */
export const READ_KEY_PREFIX = 'noti_read_';
export const READ_MESSAGE = 'notification_read';
const CHANNEL = 'brand-console-notifications';

export interface ReadMessage {
  type: typeof READ_MESSAGE;
  uuids: string[];
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceRead(uuids: string[], win: Window = window): void {
  const message: ReadMessage = { type: READ_MESSAGE, uuids };
  try {
    const key = `${READ_KEY_PREFIX}${uuids.length ? uuids.join(',') : 'all'}`;
    win.localStorage.setItem(key, String(Date.now()));
    // the key only has to change to reach other tabs; do not let them pile up
    win.localStorage.removeItem(key);
  } catch {
    // storage blocked: the channel and the live stream still reach the other tabs
  }
  const ch = channel();
  ch?.postMessage(message);
  ch?.close();
  try {
    win.opener?.postMessage(message, win.location.origin);
  } catch {
    // an opener from another origin or already closed
  }
}

const isReadMessage = (data: unknown): data is ReadMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === READ_MESSAGE;

/** Calls `onRead` when another tab or a window opened from this one reports notifications read. */
export function onReadElsewhere(onRead: () => void, win: Window = window): () => void {
  const storage = (e: StorageEvent) => {
    if (e.key?.startsWith(READ_KEY_PREFIX) && e.newValue !== null) onRead();
  };
  const message = (e: MessageEvent) => {
    if (e.origin === win.location.origin && isReadMessage(e.data)) onRead();
  };
  const ch = channel();
  const fromChannel = (e: MessageEvent) => isReadMessage(e.data) && onRead();
  win.addEventListener('storage', storage);
  win.addEventListener('message', message);
  ch?.addEventListener('message', fromChannel);
  return () => {
    win.removeEventListener('storage', storage);
    win.removeEventListener('message', message);
    ch?.close();
  };
}
