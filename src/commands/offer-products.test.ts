import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { offerProductsCommands, type OfferProductsView } from './offer-products.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function setup(over: Partial<OfferProductsView> = {}, offersLevel: 0 | 2 | 15 = 15) {
  const view: OfferProductsView = { uploadOpen: false, selected: 1, openLink: vi.fn(), unlinkSelected: vi.fn(), ...over };
  const registry = new CommandRegistry();
  registry.registerAll(offerProductsCommands(() => view));
  const ctx: CommandContext = {
    user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, offers: offersLevel }, isAllPartner: true },
    flags: {},
    navigate: () => undefined,
    openPage: () => undefined,
  };
  return { view, registry, ctx };
}
const availability = (s: ReturnType<typeof setup>, id: string) => s.registry.availability(s.registry.get(id)!, s.ctx);

describe('the offer’s product commands', () => {
  it('are listed to users with full access on offers only', () => {
    const read = setup({}, 2);
    expect(read.registry.visible(read.ctx)).toEqual([]);
    const full = setup();
    expect(full.registry.visible(full.ctx).map((c) => c.id)).toEqual(['offerProducts.link', 'offerProducts.unlink']);
  });

  it('wait with the server’s reason while an upload is open; unlink needs a ticked product', () => {
    const busy = setup({ uploadOpen: true });
    for (const id of ['offerProducts.link', 'offerProducts.unlink'])
      expect(availability(busy, id)).toEqual({ enabled: false, reason: 'products.refusals.upload_running' });
    const none = setup({ selected: 0 });
    expect(availability(none, 'offerProducts.link').enabled).toBe(true);
    expect(availability(none, 'offerProducts.unlink')).toEqual({ enabled: false, reason: 'products.noSelection' });
  });

  it('run the view’s actions', () => {
    const s = setup();
    s.registry.get('offerProducts.link')!.run!(s.ctx);
    s.registry.get('offerProducts.unlink')!.run!(s.ctx);
    expect(s.view.openLink).toHaveBeenCalledOnce();
    expect(s.view.unlinkSelected).toHaveBeenCalledOnce();
  });
});
