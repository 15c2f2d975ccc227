import { describe, expect, it } from 'vitest';
import { productSyncCommands, syncNowBlocked, type ProductSyncView } from './product-sync.ts';

const view = (over: Partial<ProductSyncView> = {}): ProductSyncView => ({
  configured: true,
  running: false,
  uploadOpen: false,
  openSetup: () => undefined,
  syncNow: () => undefined,
  ...over,
});

describe('the product sync commands', () => {
  it('"Sync products now" says why it waits: no config, an open upload, a running sync', () => {
    expect(syncNowBlocked(view())).toBeNull();
    expect(syncNowBlocked(view({ configured: false }))).toBe('products.refusals.sync_not_configured');
    expect(syncNowBlocked(view({ uploadOpen: true }))).toBe('products.refusals.upload_running');
    expect(syncNowBlocked(view({ running: true }))).toBe('products.refusals.sync_running');
  });

  it('both need offers full and run the view’s actions', () => {
    const ran: string[] = [];
    const v = view({ openSetup: () => ran.push('setup'), syncNow: () => ran.push('sync') });
    const [setup, run] = productSyncCommands(() => v);
    expect([setup!.id, run!.id]).toEqual(['products.sync.setup', 'products.sync.run']);
    expect([setup!.permission, run!.permission]).toEqual([
      { module: 'offers', level: 15 },
      { module: 'offers', level: 15 },
    ]);
    void setup!.run!({} as never);
    void run!.run!({} as never);
    expect(ran).toEqual(['setup', 'sync']);
    expect(run!.blocked!({} as never)).toBeNull();
  });
});
