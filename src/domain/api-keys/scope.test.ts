import { describe, expect, it } from 'vitest';
import { apiKeyAllowed } from './scope.ts';

describe('apiKeyAllowed', () => {
  it.each([
    ['GET', '/api/user/me'],
    ['GET', '/api/user/adv/info'],
    ['GET', '/api/user/brand/workspace/brand-users'],
    ['GET', '/api/offers/list'],
    ['GET', '/api/report/advertiser/conversion'],
    ['GET', '/api/common/meta'],
  ])('allows %s %s', (method, path) => {
    expect(apiKeyAllowed({ method, path })).toBe(true);
  });

  it.each([
    ['POST', '/api/offers/create'],
    ['PUT', '/api/offers/:id/status'],
    ['DELETE', '/api/offers/:id'],
    ['POST', '/api/user/logout'],
    ['POST', '/api/user/refresh-token'],
    ['POST', '/api/user/change-password'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/user/adv/api-key'],
    ['POST', '/api/user/adv/api-key'],
    ['POST', '/api/user/adv/api-key/rotate'],
    ['DELETE', '/api/user/adv/api-key'],
    ['GET', '/api/user/adv/account-access-requests'],
    ['PUT', '/api/user/adv/account-access-requests/:id'],
    ['POST', '/api/user/brand/workspace/brand-user'],
    ['PUT', '/api/user/adv/info'],
    ['DELETE', '/api/user/brand/workspace/brand-user/:id'],
  ])('refuses %s %s', (method, path) => {
    expect(apiKeyAllowed({ method, path })).toBe(false);
  });

  it('decides a read by the operation, not the HTTP method', () => {
    expect(apiKeyAllowed({ method: 'POST', path: '/api/offers/list', reads: true })).toBe(true);
    expect(apiKeyAllowed({ method: 'POST', path: '/api/offers/list' })).toBe(false);
    // a read on a refused path stays refused
    expect(apiKeyAllowed({ method: 'POST', path: '/api/auth/login', reads: true })).toBe(false);
  });

  it('refuses a read whose answer carries a secret', () => {
    expect(apiKeyAllowed({ method: 'GET', path: '/api/offers/global-postback', revealsSecret: true })).toBe(false);
  });
});
