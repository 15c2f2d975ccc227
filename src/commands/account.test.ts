import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { accountCommands, pictureCommands, tabPath } from './account.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function ctx(user: CommandContext['user'], navigated: string[] = []): CommandContext {
  return { user, flags: {}, navigate: (p) => navigated.push(p), openPage: () => undefined };
}
const owner = { role: 'owner' as const, permissions: {}, isAllPartner: true };
const finance = { role: 'finance' as const, permissions: { ...ROLE_DEFAULTS.finance }, isAllPartner: true };
const noBrand = { role: 'custom' as const, permissions: { brand_account: 0 as const }, isAllPartner: false };

describe('account commands', () => {
  const registry = new CommandRegistry();
  registry.registerAll(accountCommands());
  const visible = (c: CommandContext) => registry.visible(c).map((x) => x.id);

  it('the owner reaches every tab on /account-setting', async () => {
    const went: string[] = [];
    expect(visible(ctx(owner))).toHaveLength(6);
    await registry.run('account.settings.payment', ctx(owner, went));
    expect(went).toEqual(['/account-setting?tab=payment']);
  });

  it('a non-owner reaches the brand tabs on /brand-info', () => {
    expect(tabPath(ctx(finance), 'public')).toBe('/brand-info?tab=public');
    expect(tabPath(ctx(finance), 'personal')).toBe('/account-setting?tab=personal');
  });

  it('without brand_account access only personal info and the password are offered', () => {
    expect(visible(ctx(noBrand))).toEqual(['account.settings.personal', 'account.changePassword']);
    expect(visible(ctx(null))).toEqual([]);
  });
});

describe('picture commands', () => {
  it('open the file chooser of the avatar or the cover, disabled while a picture uploads', async () => {
    const registry = new CommandRegistry();
    const choose = vi.fn();
    let uploading = false;
    registry.registerAll([
      ...pictureCommands('avatar', () => ({ uploading, choose })),
      ...pictureCommands('cover', () => ({ uploading, choose })),
    ]);
    expect(await registry.run('account.changeAvatar', ctx(owner))).toBe(true);
    expect(await registry.run('account.changeCover', ctx(owner))).toBe(true);
    expect(choose).toHaveBeenCalledTimes(2);
    uploading = true;
    const avatar = registry.get('account.changeAvatar')!;
    expect(registry.availability(avatar, ctx(owner))).toEqual({ enabled: false, reason: 'account.pictureUploading' });
    expect(await registry.run('account.changeAvatar', ctx(owner))).toBe(false);
    expect(choose).toHaveBeenCalledTimes(2);
  });

  it('are the profile’s own: an agency inside the brand sees them disabled', () => {
    const registry = new CommandRegistry();
    registry.registerAll(pictureCommands('avatar', () => ({ uploading: false, choose: vi.fn() })));
    const agency = { ...owner, agency: { name: 'Agency', contractId: 1 } };
    expect(registry.availability(registry.get('account.changeAvatar')!, ctx(agency))).toEqual({
      enabled: false,
      reason: 'errors.agency_not_allowed',
    });
  });
});
