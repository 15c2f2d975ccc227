import { describe, expect, it } from 'vitest';
import { routeById } from '../../domain/routes.ts';
import { pageArea, showsArea } from './page-area.ts';

describe('the header names the area of every page (decision 069)', () => {
  it('a menu route: its group; a sub-page: the group of its first segment; else the module, else the account', () => {
    expect(pageArea(routeById('home'))).toBe('home');
    expect(pageArea(routeById('offers'))).toBe('offers');
    expect(pageArea(routeById('offerDetail'))).toBe('offers');
    expect(pageArea(routeById('reportPerformance'))).toBe('reports');
    expect(pageArea(routeById('managementPartnerDetail'))).toBe('partnership');
    expect(pageArea(routeById('partners'))).toBe('partnership');
    expect(pageArea(routeById('brandProfile'))).toBe('marketplace');
    // the three the issue saw without one
    expect(pageArea(routeById('activity'))).toBe('account');
    expect(pageArea(routeById('webhookSettings'))).toBe('account');
    expect(pageArea(routeById('accountSetting'))).toBe('account');
  });

  it('is left out only where it would repeat the page title; the dashboard keeps "Home"', () => {
    expect(showsArea(routeById('offers'), 'Offers', 'Offers')).toBe(false);
    expect(showsArea(routeById('offerDetail'), 'Offers', 'Offer detail')).toBe(true);
    expect(showsArea(routeById('activity'), 'Account', 'Activity')).toBe(true);
    expect(showsArea(routeById('home'), 'Home', 'Home')).toBe(true);
  });
});
