import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** external PostgreSQL; when unset the embedded one under `dataDir/pg` is used */
  databaseUrl: string | undefined;
  dataDir: string;
  /** port of the embedded PostgreSQL; undefined = 54320, or a free port when that one is taken */
  pgPort: number | undefined;
  /** DEMO=1 → true, DEMO=0 → false, unset → undefined (main.ts applies the default rule) */
  demo: boolean | undefined;
  /** DEMO_CLICKS: clicks of simulated traffic the demo seed sends through the tracking endpoints (0 = none) */
  demoClicks: number;
  /** SMTP transport for outgoing mail; when unset mail only lands in the outbox table */
  smtpUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  logLevel: string;
  /** built web app (vite build output); served with an SPA fallback when it exists */
  webDir: string;
  /** public base URL used in emailed links; defaults to http://localhost:PORT */
  publicUrl: string;
  /** TRUST_PROXY: addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed; unset trusts none,
   *  so a client cannot pick its own address and slip past the per-IP limits */
  trustProxy: string | undefined;
  /** background jobs (offer schedule, pending time zones, upload sweep); JOBS=0 turns them off, tests run them by hand */
  jobs: boolean;
  /** WEBHOOK_ALLOW_ADDRESSES: addresses webhooks may reach although private or loopback (tests' local
   *  receiver); empty unless set, so the SSRF guard refuses every private address by default */
  webhookAllowAddresses: string[];
  /** DATA_ENCRYPTION_KEY, else generated into `$DATA_DIR/data-key`: seals stored credentials such as the
   *  product API sync's secret (server/crypto/seal.ts, decision 084) */
  dataKey: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function flag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/**
 * JWT_SECRET wins; otherwise one secret is generated on the first start and kept in
 * `$DATA_DIR/jwt-secret` (mode 600) so sessions survive restarts without any setup.
 */
export function resolveJwtSecret(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** DATA_ENCRYPTION_KEY wins; otherwise one key is generated on the first start into `$DATA_DIR/data-key` (mode 600). */
export function resolveDataKey(env: Env, dataDir: string): string {
  if (env.DATA_ENCRYPTION_KEY) return env.DATA_ENCRYPTION_KEY;
  const file = path.join(dataDir, 'data-key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(env.DATA_DIR || './.data');
  const port = int(env, 'PORT', 3000);
  const pgPort = env.PG_PORT ? int(env, 'PG_PORT', 54320) : undefined;
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgPort,
    demo: flag(env.DEMO),
    demoClicks: int(env, 'DEMO_CLICKS', 20_000),
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: resolveJwtSecret(env, dataDir),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    webDir: path.resolve(env.WEB_DIR || 'dist/web'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY || undefined,
    jobs: flag(env.JOBS) ?? true,
    webhookAllowAddresses: (env.WEBHOOK_ALLOW_ADDRESSES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    dataKey: resolveDataKey(env, dataDir),
  };
}

/** A config for tests: no files written, nothing served from dist. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: path.resolve('.data-test'),
    pgPort: undefined,
    demo: false,
    demoClicks: 0,
    smtpUrl: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    accessTokenTtlSeconds: 900,
    logLevel: process.env.LOG_LEVEL || 'silent',
    webDir: path.resolve('dist/web-test-none'),
    publicUrl: 'http://localhost:0',
    // tests stand in for a reverse proxy on loopback, so X-Forwarded-For gives each test client its own address
    trustProxy: '127.0.0.1',
    jobs: false,
    webhookAllowAddresses: [],
    dataKey: 'test-data-key-test-data-key-0123456789',
    ...overrides,
  };
}
