/**
 * Where the browser keeps the session: the access and refresh tokens and the signed-in user.
 * The HTTP client reads tokens from here on every call (so a refresh done by one call is seen by all),
 * and the session machine clears it on logout. Two implementations: localStorage for the app and an
 * in-memory one for tests.
 */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** What we keep about the signed-in user between reloads (spec 1 §4: "the stored user"). */
export interface StoredUser {
  id: number;
  email: string;
  [key: string]: unknown;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: Tokens): void;
  getUser(): StoredUser | null;
  setUser(user: StoredUser | null): void;
  /** Forget tokens and user (logout, expired session). */
  clear(): void;
  /** Called when another tab changed the stored session (storage event) or this store changed it. */
  subscribe(listener: () => void): () => void;
}

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify() {
      for (const listener of [...set]) listener();
    },
  };
}

export function createMemoryTokenStore(initial: Partial<Tokens> & { user?: StoredUser | null } = {}): TokenStore {
  let access = initial.accessToken ?? null;
  let refresh = initial.refreshToken ?? null;
  let user = initial.user ?? null;
  const subs = listeners();
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
      subs.notify();
    },
    getUser: () => user,
    setUser(next) {
      user = next;
      subs.notify();
    },
    clear() {
      access = null;
      refresh = null;
      user = null;
      subs.notify();
    },
    subscribe: subs.add,
  };
}

export const STORAGE_KEYS = {
  access: 'bc.access_token',
  refresh: 'bc.refresh_token',
  user: 'bc.user',
} as const;

/**
 * localStorage-backed store. Other tabs' changes arrive as `storage` events, which is how a tab learns
 * that the stored user changed (spec 1 §7: "a changed stored user triggers a profile reload").
 */
export function createLocalTokenStore(
  storage: Storage = window.localStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window === 'undefined' ? null : window,
): TokenStore {
  const subs = listeners();
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // private mode or quota: the session then lives only as long as the tab
    }
  };
  const keys = new Set<string>(Object.values(STORAGE_KEYS));
  let attached = false;
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || keys.has(e.key)) subs.notify();
  };
  return {
    getAccessToken: () => read(STORAGE_KEYS.access),
    getRefreshToken: () => read(STORAGE_KEYS.refresh),
    setTokens(tokens) {
      write(STORAGE_KEYS.access, tokens.accessToken);
      write(STORAGE_KEYS.refresh, tokens.refreshToken);
      subs.notify();
    },
    getUser() {
      const raw = read(STORAGE_KEYS.user);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as StoredUser;
      } catch {
        return null;
      }
    },
    setUser(user) {
      write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
      subs.notify();
    },
    clear() {
      for (const key of keys) write(key, null);
      subs.notify();
    },
    subscribe(listener) {
      if (!attached && target) {
        target.addEventListener('storage', onStorage as EventListener);
        attached = true;
      }
      return subs.add(listener);
    },
  };
}
