import { describe, expect, it } from 'vitest';
import { discountProgramCommands, programStatusBlocked, type DiscountProgramsView } from './discounts.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const view = (over: Partial<DiscountProgramsView> = {}): DiscountProgramsView => ({
  selected: { id: 4, name: 'Tet', status: 'inactive', end_at: '2026-12-27T00:00:00Z' },
  selectedCode: null,
  openCreate: () => undefined,
  openEdit: () => undefined,
  setStatus: () => undefined,
  openAddCodes: () => undefined,
  download: () => undefined,
  ...over,
});

describe('discount program commands', () => {
  it('activation is refused with its reason when active already or ended; deactivation when inactive', () => {
    expect(programStatusBlocked(view(), 'active', NOW)).toBeNull();
    expect(programStatusBlocked(view(), 'inactive', NOW)).toBe('discounts.commands.alreadyInactive');
    const ended = view({ selected: { id: 4, name: 'Tet', status: 'inactive', end_at: '2026-11-01T00:00:00Z' } });
    expect(programStatusBlocked(ended, 'active', NOW)).toBe('discounts.commands.ended');
    const active = view({ selected: { id: 4, name: 'Tet', status: 'active', end_at: '2026-12-27T00:00:00Z' } });
    expect(programStatusBlocked(active, 'active', NOW)).toBe('discounts.commands.alreadyActive');
    expect(programStatusBlocked(view({ selected: null }), 'active', NOW)).toBe('discounts.commands.noProgram');
  });

  it('downloads need a selected code, and run with its format and type; writes need offers 15, downloads 2', () => {
    const ran: string[] = [];
    let v = view();
    const commands = discountProgramCommands(() => v);
    const qrPng = commands.find((c) => c.id === 'discounts.download.qr.png')!;
    expect(qrPng.blocked!({} as never)).toBe('discounts.codes.noCode');
    v = view({ selectedCode: { id: 9, code: 'TET15' }, download: (f, t) => ran.push(`${f}.${t}`) });
    expect(qrPng.blocked!({} as never)).toBeNull();
    void qrPng.run!({} as never);
    expect(ran).toEqual(['qr.png']);
    expect(commands.filter((c) => c.id.startsWith('discounts.download.'))).toHaveLength(6);
    expect(qrPng.permission).toEqual({ module: 'offers', level: 2 });
    expect(commands.find((c) => c.id === 'discounts.activate')!.permission).toEqual({ module: 'offers', level: 15 });
  });
});
