import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../domain/validation/dates.ts';
import { pathFor } from '../../commands/dashboard.ts';
import { presetFromSearch, presetQuery } from './range.ts';

const mar15 = dayNumber(2026, 3, 15);

describe('dashboard range presets', () => {
  it('computes from / to in MM/dd/yyyy from today in the report zone', () => {
    expect(presetQuery('today', mar15)).toEqual({ from: '03/15/2026', to: '03/15/2026' });
    expect(presetQuery('yesterday', mar15)).toEqual({ from: '03/14/2026', to: '03/14/2026' });
    expect(presetQuery('last7', mar15)).toEqual({ from: '03/09/2026', to: '03/15/2026' });
    expect(presetQuery('thisMonth', mar15)).toEqual({ from: '03/01/2026', to: '03/15/2026' });
  });

  it('leaves the default (last 30 days) to the server', () => {
    expect(presetQuery('last30', mar15)).toEqual({});
  });

  it('crosses month and year edges', () => {
    const jan1 = dayNumber(2026, 1, 1);
    expect(presetQuery('yesterday', jan1)).toEqual({ from: '12/31/2025', to: '12/31/2025' });
    expect(presetQuery('last7', jan1)).toEqual({ from: '12/26/2025', to: '01/01/2026' });
    expect(presetQuery('thisMonth', jan1)).toEqual({ from: '01/01/2026', to: '01/01/2026' });
  });

  it('reads the preset from the URL and writes it back', () => {
    expect(presetFromSearch('?range=last7')).toBe('last7');
    expect(presetFromSearch('range=today')).toBe('today');
    expect(presetFromSearch('?range=forever')).toBe('last30');
    expect(presetFromSearch('')).toBe('last30');
    expect(pathFor('last30')).toBe('/');
    expect(pathFor('thisMonth')).toBe('/?range=thisMonth');
  });
});
