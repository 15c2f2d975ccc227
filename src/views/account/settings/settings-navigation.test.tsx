import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadRequest } from '../../../api/files.ts';
import { closeToast, toastQueue } from '../../system/toast-queue.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pictureUpload } from './PictureUpload.tsx';

afterEach(() => {
  cleanup();
  // the app's singleton queue: a toast of one test must not show (or hold the shortcuts) in the next
  for (const t of [...toastQueue.visibleToasts]) closeToast(t.key);
  localStorage.clear();
  pictureUpload.transport = undefined;
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const withZone = { timezone: 'Asia/Ho_Chi_Minh' };

function pick(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('cover picture on the public-info tab', () => {
  it('uploads with progress, confirms, then PUTs the file id and shows the new cover', async () => {
    let coverBody: unknown;
    let release!: () => void;
    pictureUpload.transport = vi.fn(({ onProgress }: UploadRequest) => {
      onProgress?.({ loaded: 40, total: 100, percent: 40 });
      return new Promise<void>((resolve) => (release = resolve));
    });
    const app = renderApp({
      path: '/account-setting?tab=public',
      me: makeMe('owner', withZone),
      routes: {
        'POST /api/user/adv/info/file/upload/presigned-url': json(200, {
          data: { items: [{ url: 'http://store.test/', fields: { key: 'covers/banner.png' }, file_name: 'banner.png' }] },
        }),
        'PUT /api/user/files/upload/confirm': json(200, { data: { id: 55, path: 'covers/banner.png', file_name: 'banner.png' } }),
        'PUT /api/user/info/cover': (_url, init) => {
          coverBody = JSON.parse(String(init.body));
          return json(200, { data: { cover: { id: 55, path: 'covers/banner.png' } } })();
        },
      },
    });
    expect((await screen.findByTestId('cover-current')).textContent).toBe('Cover picture: None');
    pick(screen.getByTestId('cover-input'), new File(['png'], 'banner.png', { type: 'image/png' }));
    await screen.findByRole('progressbar', { name: 'Uploading… 40%' });
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('cover-current').textContent).toBe('Cover picture: banner.png'));
    expect(coverBody).toEqual({ file_id: 55 });
    expect(app.calls).toContain('PUT /api/user/files/upload/confirm');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a refused picture shows the upload error message and sends nothing', async () => {
    const app = renderApp({ path: '/account-setting?tab=public', me: makeMe('owner', withZone) });
    pick(await screen.findByTestId('cover-input'), new File(['gif'], 'banner.gif', { type: 'image/gif' }));
    await screen.findByText(/Your photos couldn't be uploaded/);
    expect(app.calls.some((c) => c.includes('presigned') || c.includes('/cover'))).toBe(false);
  });

  it('a read-only viewer of the brand tab gets no upload control', async () => {
    renderApp({ path: '/brand-info?tab=public', me: makeMe('finance', withZone) });
    await screen.findByTestId('cover-current');
    expect(screen.queryByTestId('cover-input')).toBeNull();
  });
});

describe('unsaved changes hold palette and shortcut navigation', () => {
  async function dirtyForm() {
    const app = renderApp({ path: '/account-setting', me: makeMe('owner', withZone) });
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: 'Changed' } });
    await screen.findByRole('navigation', { name: /Main menu/ });
    return app;
  }
  const firstName = () => (screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value;

  it('palette "Go to Offers": the confirmation appears; "No" stays, "Yes" navigates', async () => {
    const app = await dirtyForm();
    const goToOffers = async () => {
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
      const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
      fireEvent.change(input, { target: { value: 'offers' } });
      const option = await waitFor(() => screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Go to Offers'))!);
      fireEvent.click(option);
      return screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    };

    fireEvent.click(within(await goToOffers()).getByRole('button', { name: 'No, stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.current()).toBe('/account-setting');
    expect(firstName()).toBe('Changed');

    fireEvent.click(within(await goToOffers()).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(app.current()).toBe('/offers'));
  });

  it('the "g o" sequence is held the same way', async () => {
    const app = await dirtyForm();
    fireEvent.keyDown(window, { key: 'g' });
    fireEvent.keyDown(window, { key: 'o' });
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(app.current()).toBe('/account-setting');
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(app.current()).toBe('/offers'));
  });

  it('a clean form lets the palette navigate at once', async () => {
    const app = renderApp({ path: '/account-setting', me: makeMe('owner', withZone) });
    await screen.findByRole('navigation', { name: /Main menu/ });
    fireEvent.keyDown(window, { key: 'g' });
    fireEvent.keyDown(window, { key: 'o' });
    await waitFor(() => expect(app.current()).toBe('/offers'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('"Get started" on /markets', () => {
  it('a first-login user gets the banner; it PUTs first-login and goes away', async () => {
    let body: unknown;
    const app = renderApp({
      path: '/markets',
      me: makeMe('owner', { ...withZone, is_first_login: true }),
      routes: {
        'PUT /api/user/first-login': (_url, init) => {
          body = JSON.parse(String(init.body));
          return json(200, { data: makeMe('owner', withZone) })();
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeTruthy(); // the hub (decision 049)
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull());
    expect(body).toEqual({ is_first_login: false });
    expect(app.calls).toContain('PUT /api/user/first-login');
  });

  it('no banner once the flag is cleared', async () => {
    renderApp({ path: '/markets', me: makeMe('owner', withZone) });
    await screen.findByRole('heading', { level: 1, name: 'Marketplace' });
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
  });
});
