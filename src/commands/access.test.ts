import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { accessCommands, apiKeyIntentPath } from './access.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

const ctx = (
  role: 'owner' | 'admin' | 'technical',
  access?: CommandContext['access'],
  navigate = (_: string) => undefined,
): CommandContext => ({
  user: { role, permissions: role === 'owner' ? {} : ROLE_DEFAULTS[role], isAllPartner: true },
  flags: {},
  navigate,
  openPage: () => undefined,
  access,
});

describe('access commands', () => {
  const registry = new CommandRegistry();
  registry.registerAll(accessCommands());
  const ids = (c: CommandContext) =>
    registry
      .visible(c)
      .map((x) => x.id)
      .sort();

  it('owner sees every command; review only for the owner', () => {
    expect(ids(ctx('owner'))).toEqual(['accessRequests.review', 'apiKey.create', 'apiKey.revoke', 'apiKey.rotate']);
    expect(ids(ctx('admin'))).toEqual(['apiKey.create', 'apiKey.revoke', 'apiKey.rotate']);
  });

  it('brand account read-only (technical) sees none', () => {
    expect(ids(ctx('technical'))).toEqual([]);
  });

  it('offers create or rotate/revoke depending on whether a key exists', () => {
    expect(ids(ctx('admin', { hasApiKey: true }))).toEqual(['apiKey.revoke', 'apiKey.rotate']);
    expect(ids(ctx('admin', { hasApiKey: false }))).toEqual(['apiKey.create']);
  });

  it('running navigates to the panel with the intent', async () => {
    const went: string[] = [];
    await registry.run(
      'apiKey.rotate',
      ctx('owner', undefined, (p) => void went.push(p)),
    );
    expect(went).toEqual([apiKeyIntentPath('rotate')]);
    expect(went[0]).toBe('/account-setting?tab=technical&api_key=rotate');
  });
});
