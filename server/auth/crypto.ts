import { createHash, createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The cryptographic primitives of the session: argon2id password hashes (the library's default
 * algorithm; its `Algorithm` const enum is not imported because verbatimModuleSyntax cannot inline
 * it), HS256 access tokens and opaque random tokens stored as sha256 digests.
 */

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane) is the library default; spelled out for clarity.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed stored hash: treat as a mismatch, never as a crash
  }
}

/** Verified against unknown emails so that both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-Password-1!');
  await verifyPassword(await dummyHash, password);
}

/** 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How refresh tokens and password links are stored: only their digest, never the token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Derives a purpose-bound key from the one server secret (JWT and proof-of-work never share a key). */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`brand-console:${purpose}`).digest('base64url');
}

const ISSUER = 'brand-console';

export interface AccessClaims {
  userId: number;
  brandId: number;
  /** the session (refresh-token family) this access token belongs to */
  sessionId: string;
}

/**
 * Session-bound HS256 tokens of one purpose: each purpose has its own derived key and audience, so an
 * access token is never accepted as, say, an events-stream ticket, and the other way round.
 */
export function sessionJwt(purpose: string, audience: string) {
  const keys = new Map<string, Uint8Array>();
  const key = (secret: string) => {
    let k = keys.get(secret);
    if (!k) {
      k = new TextEncoder().encode(deriveSecret(secret, purpose));
      keys.set(secret, k);
    }
    return k;
  };
  return {
    sign(claims: AccessClaims, secret: string, ttlSeconds: number): Promise<string> {
      return new SignJWT({ bid: claims.brandId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key(secret));
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string, secret: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER, audience });
        const userId = Number(payload.sub);
        const { bid, sid } = payload as { bid?: unknown; sid?: unknown };
        if (!Number.isSafeInteger(userId) || typeof bid !== 'number' || typeof sid !== 'string') return null;
        return { userId, brandId: bid, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

const accessJwt = sessionJwt('jwt', 'brand-console-api');
export const signAccessToken = accessJwt.sign;
export const verifyAccessToken = accessJwt.verify;
