import { describe, expect, it } from 'vitest';
import { bearerToken, parsePermissions } from './authenticate.ts';
import { deriveSecret, hashPassword, signAccessToken, tokenDigest, verifyAccessToken, verifyPassword } from './crypto.ts';

const secret = 'unit-secret-unit-secret-unit-secret';
const claims = { userId: 7, brandId: 3, sessionId: '6f1c2b4e-1111-4a2b-9c3d-0123456789ab' };

describe('access tokens', () => {
  it('round-trips the claims', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
  });

  it('refuses expired tokens, other secrets, tampering and alg none', async () => {
    expect(await verifyAccessToken(await signAccessToken(claims, secret, -10), secret)).toBeNull();
    expect(await verifyAccessToken(await signAccessToken(claims, 'other-secret', 60), secret)).toBeNull();
    const [h, p, s] = (await signAccessToken(claims, secret, 60)).split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, bid: 999 })).toString('base64url');
    expect(await verifyAccessToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyAccessToken(`${none}.${p}.`, secret)).toBeNull();
  });
});

describe('bearerToken', () => {
  it.each<[string | undefined, string | undefined]>([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   xyz', 'xyz'],
    ['abc', 'abc'],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic dXNlcjpwYXNz', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('secrets at rest', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const h = await hashPassword('Abcdef1!');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Abcdef1!')).toBe(true);
    expect(await verifyPassword(h, 'Abcdef1?')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Abcdef1!')).toBe(false);
  });

  it('stores token digests, and derives distinct keys per purpose', () => {
    expect(tokenDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(deriveSecret(secret, 'jwt')).not.toBe(deriveSecret(secret, 'pow'));
  });
});

describe('parsePermissions', () => {
  it('keeps known modules with valid levels only', () => {
    expect(parsePermissions({ report: 2, payment: 0, offers: 7, nonsense: 15, market: '15' })).toEqual({ report: 2, payment: 0 });
    expect(parsePermissions(null)).toEqual({});
  });
});
