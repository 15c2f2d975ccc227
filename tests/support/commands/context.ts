import type { CommandContext } from '../../../src/commands/registry.ts';
import { ROLE_DEFAULTS, type RoleKey } from '../../../src/domain/permissions.ts';

/** A palette context for a user of `role` with the role's default levels, managing every partner. */
export const roleContext = (role: RoleKey = 'owner'): CommandContext => ({
  user: { role, permissions: { ...ROLE_DEFAULTS[role] }, isAllPartner: true } as CommandContext['user'],
  flags: {},
  navigate: () => undefined,
  openPage: () => undefined,
});
