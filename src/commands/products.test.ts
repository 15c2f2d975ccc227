import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { productListCommands, productSearchCommands, type ProductListView } from './products.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function setup(over: Partial<ProductListView> = {}, offersLevel: 0 | 2 | 15 = 15) {
  const view: ProductListView = {
    active: { id: 7, name: 'Linen shirt' },
    selected: 2,
    uploadOpen: false,
    upload: null,
    openCreate: vi.fn(),
    openEdit: vi.fn(),
    openDelete: vi.fn(),
    exportFile: vi.fn(),
    openUpload: vi.fn(),
    actOnUpload: vi.fn(),
    ...over,
  };
  const registry = new CommandRegistry();
  registry.registerAll([...productListCommands(() => view), ...productSearchCommands()]);
  const ctx: CommandContext = {
    user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, offers: offersLevel }, isAllPartner: true },
    flags: {},
    navigate: () => undefined,
    openPage: () => undefined,
  };
  return { view, registry, ctx };
}
const availability = (s: ReturnType<typeof setup>, id: string) => s.registry.availability(s.registry.get(id)!, s.ctx);

describe('product commands', () => {
  it('writes need full access on offers; export and the product search need read', () => {
    expect(setup({}, 0).registry.visible(setup({}, 0).ctx)).toEqual([]);
    const read = setup({}, 2);
    expect(read.registry.visible(read.ctx).map((c) => c.id)).toEqual(['products.export.csv', 'products.export.xlsx', 'search.products']);
    const full = setup();
    expect(full.registry.visible(full.ctx).map((c) => c.id)).toEqual([
      'products.create',
      'products.edit',
      'products.delete',
      'products.import',
      'products.export.csv',
      'products.export.xlsx',
      'search.products',
    ]);
  });

  it('while an upload is open every catalogue write is disabled with the server’s reason; import stays', () => {
    const s = setup({ uploadOpen: true, upload: 'succeeded' });
    for (const id of ['products.create', 'products.edit', 'products.delete'])
      expect(availability(s, id)).toEqual({ enabled: false, reason: 'products.refusals.upload_running' });
    expect(availability(s, 'products.import').enabled).toBe(true);
  });

  it('the upload steps follow the machine: accept and discard in review, undo once saved', () => {
    const review = setup({ uploadOpen: true, upload: 'succeeded' });
    expect(availability(review, 'products.upload.accept').enabled).toBe(true);
    expect(availability(review, 'products.upload.discard').enabled).toBe(true);
    expect(availability(review, 'products.upload.undo')).toEqual({ enabled: false, reason: 'products.upload.notNow' });
    const saved = setup({ upload: 'accepted' });
    expect(availability(saved, 'products.upload.undo').enabled).toBe(true);
    expect(availability(saved, 'products.upload.accept').enabled).toBe(false);
    saved.registry.get('products.upload.undo')!.run!(saved.ctx);
    expect(saved.view.actOnUpload).toHaveBeenCalledWith('undo');
  });

  it('edit needs an active row and delete a selection', () => {
    const none = setup({ active: null, selected: 0 });
    expect(availability(none, 'products.edit')).toEqual({ enabled: false, reason: 'products.noSelection' });
    expect(availability(none, 'products.delete')).toEqual({ enabled: false, reason: 'products.noSelection' });
  });
});
