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

describe('enter-id sub-page', () => {
  it('accepts numeric ids and slugs, drops a leading #, refuses anything that would change the path', async () => {
    const { parseEnteredId, pathWithId } = await import('./navigation.ts');
    expect(parseEnteredId(' 42 ')).toBe('42');
    expect(parseEnteredId('#ab-7_c')).toBe('ab-7_c');
    expect(parseEnteredId('')).toBeNull();
    expect(parseEnteredId('1/2')).toBeNull();
    expect(parseEnteredId('../x')).toBeNull();
    expect(pathWithId('offerEdit', '42')).toBe('/offers/42/edit');
    expect(pathWithId('managementPartnerDetail', '9')).toBe('/management/partners/9');
  });

  it('covers every :id route, each opening the sub-page with its own route id', () => {
    const withId = WEB_ROUTES.filter((r) => isDestination(r) && r.path.includes(':')).map((r) => r.id);
    expect(withId).toEqual(
      expect.arrayContaining([
        'offerDetail',
        'offerEdit',
        'offerGroupEdit',
        'questionnaireEdit',
        'creativeEdit',
        'managementOfferDetail',
        'managementPartnerDetail',
      ]),
    );
    for (const command of navigationCommands().filter((c) => c.page)) {
      expect(command.page?.id).toBe(ENTER_ID_PAGE);
      expect(command.page?.payload?.(ctx())).toEqual({ routeId: command.id.slice('nav.'.length) });
    }
  });
});
