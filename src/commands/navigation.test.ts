import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { WEB_ROUTES } from '../domain/routes.ts';
import { ENTER_ID_PAGE, isDestination, navigationCommands } from './navigation.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function ctx(over: Partial<CommandContext> = {}): CommandContext {
  return { user: { role: 'owner', permissions: {}, isAllPartner: true }, flags: {}, navigate: vi.fn(), openPage: vi.fn(), ...over };
}

describe('navigation commands', () => {
  it('registers one command per destination route without a shortcut conflict', () => {
    const registry = new CommandRegistry();
    registry.registerAll(navigationCommands());
    const destinations = WEB_ROUTES.filter(isDestination);
    expect(registry.all()).toHaveLength(destinations.length);
    expect(registry.get('nav.offers')?.shortcut).toBe('g o');
  });

  it('navigates to the route path, or asks for the id on :id routes', async () => {
    const registry = new CommandRegistry();
    registry.registerAll(navigationCommands());
    const c = ctx();
    await registry.run('nav.offers', c);
    expect(c.navigate).toHaveBeenCalledWith('/offers');
    await registry.run('nav.offerDetail', c);
    expect(c.openPage).toHaveBeenCalledWith({ id: ENTER_ID_PAGE, payload: { routeId: 'offerDetail' } });
  });

  it('filters by permission: no access hides, read-only hides create routes', () => {
    const registry = new CommandRegistry();
    registry.registerAll(navigationCommands());
    const finance = ctx({ user: { role: 'finance', permissions: ROLE_DEFAULTS.finance, isAllPartner: true } });
    const ids = registry.visible(finance).map((c) => c.id);
    expect(ids).toContain('nav.offers'); // offers read-only
    expect(ids).not.toContain('nav.offerNew');
    expect(ids).not.toContain('nav.markets'); // market: no access
    expect(ids).toContain('nav.payment');
  });

  it('hides flag-gated routes without the flag', () => {
    const registry = new CommandRegistry();
    registry.registerAll(navigationCommands());
    expect(registry.visible(ctx()).map((c) => c.id)).not.toContain('nav.fraudDetection');
    expect(registry.visible(ctx({ flags: { fraudDetector: true } })).map((c) => c.id)).toContain('nav.fraudDetection');
  });

  it('hides create routes from users who do not manage all partners', () => {
    const registry = new CommandRegistry();
    registry.registerAll(navigationCommands());
    const admin = ctx({ user: { role: 'admin', permissions: ROLE_DEFAULTS.admin, isAllPartner: false } });
    expect(registry.visible(admin).map((c) => c.id)).not.toContain('nav.offerNew');
  });
});
