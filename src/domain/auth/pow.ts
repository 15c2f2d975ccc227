/**
 * Self-hosted proof-of-work robot check in the ALTCHA format (spec 1 §5: "Sign-up needs a robot
 * check"; nothing may call out to the internet). The server picks a secret number n ≤ maxnumber and
 * publishes challenge = sha256(salt + n) together with an HMAC signature of the challenge; the browser
 * tries 0, 1, 2 … until the hash matches and sends back {number, salt, challenge, signature}. The
 * server recomputes both hashes, checks the expiry carried in the salt, and (outside this module)
 * refuses a signature it has already accepted. Uses WebCrypto only, so it runs in browsers and Node ≥ 20.
 * See docs/decisions/004-auth.md.
 */
export const POW_ALGORITHM = 'SHA-256';
export const POW_DEFAULT_MAX_NUMBER = 50_000;
export const POW_DEFAULT_TTL_SECONDS = 600;

export interface PowChallenge {
  algorithm: typeof POW_ALGORITHM;
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

export interface PowSolution {
  algorithm: typeof POW_ALGORITHM;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const encoder = new TextEncoder();
const subtle = () => globalThis.crypto.subtle;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await subtle().sign('HMAC', key, encoder.encode(text)));
}

/** Compares two strings in time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

function randomInt(maxInclusive: number): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return (values[0] ?? 0) % (maxInclusive + 1);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return toHex(values.buffer);
}

export interface CreateChallengeOptions {
  secret: string;
  maxNumber?: number;
  ttlSeconds?: number;
  /** ms since epoch; injectable for tests */
  now?: number;
  /** fixed secret number, for tests */
  number?: number;
}

export async function createChallenge(options: CreateChallengeOptions): Promise<PowChallenge> {
  const maxnumber = options.maxNumber ?? POW_DEFAULT_MAX_NUMBER;
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + (options.ttlSeconds ?? POW_DEFAULT_TTL_SECONDS);
  // The expiry rides in the salt, so it is covered by both the challenge hash and the signature.
  const salt = `${randomHex(12)}?expires=${expires}`;
  const number = options.number ?? randomInt(maxnumber);
  const challenge = await sha256Hex(salt + number);
  const signature = await hmacSha256Hex(options.secret, challenge);
  return { algorithm: POW_ALGORITHM, challenge, salt, maxnumber, signature };
}

/** Brute-forces the number (browser side). Resolves null when nothing up to maxnumber matches. */
export async function solveChallenge(
  challenge: Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'>,
  options: { signal?: AbortSignal } = {},
): Promise<number | null> {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (options.signal?.aborted) return null;
    if ((await sha256Hex(challenge.salt + n)) === challenge.challenge) return n;
  }
  return null;
}

/** Solves a challenge and returns the payload the sign-up form sends as `altcha` (base64 JSON). */
export async function solveToPayload(challenge: PowChallenge, options: { signal?: AbortSignal } = {}): Promise<string | null> {
  const number = await solveChallenge(challenge, options);
  if (number === null) return null;
  return encodePayload({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
}

export function encodePayload(solution: PowSolution): string {
  return btoa(JSON.stringify(solution));
}

export function decodePayload(payload: string): PowSolution | null {
  try {
    const value: unknown = JSON.parse(atob(payload));
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (
      v.algorithm !== POW_ALGORITHM ||
      typeof v.challenge !== 'string' ||
      typeof v.salt !== 'string' ||
      typeof v.signature !== 'string' ||
      typeof v.number !== 'number' ||
      !Number.isSafeInteger(v.number) ||
      v.number < 0
    ) {
      return null;
    }
    return { algorithm: POW_ALGORITHM, challenge: v.challenge, number: v.number, salt: v.salt, signature: v.signature };
  } catch {
    return null;
  }
}

export type PowVerdict =
  | { ok: true; solution: PowSolution; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad_signature' | 'wrong_number' };

/** Expiry (seconds since epoch) from a salt like `abc?expires=1700000000`, or null when absent. */
export function saltExpiry(salt: string): number | null {
  const match = /[?&]expires=(\d{1,12})(?:&|$)/.exec(salt);
  return match ? Number(match[1]) : null;
}

/**
 * Checks a payload statelessly (signature, expiry, number). Replay protection needs storage: the
 * caller records `solution.signature` until `expiresAt` and refuses it the second time.
 */
export async function verifyPayload(payload: string, secret: string, now: number = Date.now()): Promise<PowVerdict> {
  const solution = decodePayload(payload);
  if (!solution) return { ok: false, reason: 'malformed' };
  const expires = saltExpiry(solution.salt);
  // A challenge without an expiry would be replayable forever once the store forgets it.
  if (expires === null) return { ok: false, reason: 'malformed' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  const expectedSignature = await hmacSha256Hex(secret, solution.challenge);
  if (!constantTimeEqual(expectedSignature, solution.signature)) return { ok: false, reason: 'bad_signature' };
  const expectedChallenge = await sha256Hex(solution.salt + solution.number);
  if (!constantTimeEqual(expectedChallenge, solution.challenge)) return { ok: false, reason: 'wrong_number' };
  return { ok: true, solution, expiresAt: expires * 1000 };
}
