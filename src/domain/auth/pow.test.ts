import { describe, expect, it } from 'vitest';
import {
  createChallenge,
  decodePayload,
  encodePayload,
  saltExpiry,
  sha256Hex,
  solveChallenge,
  solveToPayload,
  verifyPayload,
} from './pow.ts';

const secret = 'unit-test-secret';

describe('proof-of-work robot check', () => {
  it('publishes sha256(salt + number) signed with the secret, and expires in the salt', async () => {
    const now = Date.UTC(2026, 0, 1);
    const c = await createChallenge({ secret, maxNumber: 100, number: 42, now, ttlSeconds: 60 });
    expect(c.algorithm).toBe('SHA-256');
    expect(c.maxnumber).toBe(100);
    expect(c.challenge).toBe(await sha256Hex(c.salt + 42));
    expect(saltExpiry(c.salt)).toBe(now / 1000 + 60);
  });

  it('is solved by the brute force and verified', async () => {
    const c = await createChallenge({ secret, maxNumber: 500 });
    const number = await solveChallenge(c);
    expect(number).not.toBeNull();
    expect(number!).toBeLessThanOrEqual(500);
    const payload = await solveToPayload(c);
    const verdict = await verifyPayload(payload!, secret);
    expect(verdict.ok).toBe(true);
  });

  it('refuses a wrong number', async () => {
    const c = await createChallenge({ secret, maxNumber: 10, number: 3 });
    const payload = encodePayload({ algorithm: 'SHA-256', challenge: c.challenge, salt: c.salt, signature: c.signature, number: 4 });
    expect(await verifyPayload(payload, secret)).toEqual({ ok: false, reason: 'wrong_number' });
  });

  it('refuses a challenge signed with another secret (forged)', async () => {
    const c = await createChallenge({ secret: 'attacker', maxNumber: 10, number: 3 });
    const payload = encodePayload({ algorithm: 'SHA-256', challenge: c.challenge, salt: c.salt, signature: c.signature, number: 3 });
    expect(await verifyPayload(payload, secret)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a salt whose expiry was edited (the challenge no longer matches)', async () => {
    const now = Date.now();
    const c = await createChallenge({ secret, maxNumber: 10, number: 3, now: now - 3_600_000, ttlSeconds: 60 });
    const salt = c.salt.replace(/expires=\d+/, `expires=${Math.floor(now / 1000) + 600}`);
    const payload = encodePayload({ algorithm: 'SHA-256', challenge: c.challenge, salt, signature: c.signature, number: 3 });
    expect(await verifyPayload(payload, secret, now)).toEqual({ ok: false, reason: 'wrong_number' });
  });

  it('refuses an expired challenge', async () => {
    const c = await createChallenge({ secret, maxNumber: 10, number: 1, ttlSeconds: 60 });
    const payload = await solveToPayload(c);
    expect(await verifyPayload(payload!, secret, Date.now() + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses malformed payloads and salts without expiry', async () => {
    expect((await verifyPayload('not base64 json', secret)).ok).toBe(false);
    expect((await verifyPayload(btoa('{"algorithm":"SHA-1"}'), secret)).ok).toBe(false);
    expect(decodePayload(btoa(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', salt: 's', signature: 'y', number: -1 })))).toBeNull();
    const salt = 'abc';
    const challenge = await sha256Hex(salt + 1);
    const payload = encodePayload({ algorithm: 'SHA-256', challenge, salt, signature: 'x', number: 1 });
    expect(await verifyPayload(payload, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('returns null when no number up to maxnumber matches', async () => {
    const c = await createChallenge({ secret, maxNumber: 5, number: 5 });
    expect(await solveChallenge({ ...c, maxnumber: 4 })).toBeNull();
  });
});
