import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { appCommands } from '../../../commands/app-commands.ts';
import { NO_FILTERS } from '../../../domain/markets/schema.ts';

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const saved = (id: number, name: string, geos: number[] = [704]) => ({
  id,
  name,
  tab: 'all',
  search: '',
  filters: { ...NO_FILTERS, geos },
  created_at: '2026-11-20T08:00:00.000Z',
});

afterEach(cleanup);

describe('/markets/partner/filter', { timeout: 20_000 }, () => {
  it(
    'saves the filters it was opened with under a name; a taken name shows the translated refusal on the field',
    { timeout: 15_000 },
    async () => {
      const bodies: unknown[] = [];
      let answer = json({ message: 'Invalid filter', code: 'validation_failed', errors: [{ field: 'name', code: 'already_exists' }] }, 422);
      renderApp({
        path: '/markets/partner/filter?verticals=3&geos=704&search=shop',
        me: makeMe('owner'),
        routes: {
          'GET /api/markets/filters': json({ data: { items: [] } }),
          'POST /api/markets/filters': (_u: URL, init: RequestInit) => {
            bodies.push(JSON.parse(String(init.body)));
            return answer();
          },
        } as never,
      });
      await screen.findByText('No saved filter yet.');
      expect(screen.getByText('Filters: 3')).toBeTruthy();
      const name = screen.getByRole('textbox', { name: /Name of the filter/ });
      fireEvent.change(name, { target: { value: 'VN shops' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save filter' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ name: 'VN shops', tab: 'all', search: 'shop', filters: { verticals: [3], geos: [704] } });
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('This value already exists.')).toBeTruthy();
      answer = json({ data: saved(5, 'VN shops 2') });
      fireEvent.change(name, { target: { value: 'VN shops 2' } });
      expect(name.getAttribute('aria-invalid')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Save filter' }));
      await screen.findByText('Filter "VN shops 2" saved.');
      expect(bodies).toHaveLength(2);
    },
  );

  it('restores a saved filter (the list with its query) from its button and from the palette', async () => {
    const { current } = renderApp({
      path: '/markets/partner/filter',
      me: makeMe('owner'),
      routes: { 'GET /api/markets/filters': json({ data: { items: [saved(5, 'VN shops'), saved(6, 'Thai', [764])] } }) } as never,
    });
    await screen.findByText('VN shops');
    // the button is the face of the restore command, which loads the list's URL module before it navigates
    fireEvent.click(screen.getByRole('button', { name: /^Restore.*filter VN shops/ }));
    await waitFor(() => expect(current()).toBe('/markets/partner?geos=704'));
    cleanup();
    const second = renderApp({
      path: '/markets/partner/filter',
      me: makeMe('owner'),
      routes: { 'GET /api/markets/filters': json({ data: { items: [saved(5, 'VN shops'), saved(6, 'Thai', [764])] } }) } as never,
    });
    await screen.findByText('Thai');
    const navigated: string[] = [];
    const ctx = {
      user: { role: 'owner', permissions: {}, isAllPartner: true },
      flags: {},
      navigate: (p: string) => navigated.push(p),
      openPage: () => undefined,
    };
    expect(appCommands.isVisible(appCommands.get('markets.filters.restore.1')!, ctx as never)).toBe(true);
    expect(appCommands.isVisible(appCommands.get('markets.filters.restore.2')!, ctx as never)).toBe(false);
    await act(async () => {
      await appCommands.run('markets.filters.restore.1', ctx as never);
    });
    expect(navigated).toEqual(['/markets/partner?geos=764']);
    expect(second.current()).toBe('/markets/partner/filter');
  });

  it('deletes only after the confirmation', async () => {
    const deleted: string[] = [];
    renderApp({
      path: '/markets/partner/filter',
      me: makeMe('owner'),
      routes: {
        'GET /api/markets/filters': json({ data: { items: [saved(5, 'VN shops')] } }),
        'DELETE /api/markets/filters/5': () => {
          deleted.push('5');
          return json({ data: { id: 5 } })();
        },
      } as never,
    });
    await screen.findByText('VN shops');
    fireEvent.click(screen.getByRole('button', { name: /^Delete.*filter VN shops/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the filter "VN shops"?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Delete.*filter VN shops/ }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete filter' }));
    await waitFor(() => expect(deleted).toEqual(['5']));
    await screen.findByText('Filter "VN shops" deleted.');
  });
});
