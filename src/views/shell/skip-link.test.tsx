import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What the first Tab from the top of the page reaches: the first tabbable element in document order. */
const firstTabStop = () => [...document.body.querySelectorAll<HTMLElement>(TABBABLE)].find((el) => el.tabIndex >= 0);

describe.each([
  ['the main layout (signed in)', { path: '/', me: makeMe('owner') }, 'Skip to main content'],
  ['the bare layout (sign-in page)', { path: '/auth/login' }, 'Skip to main content'],
  ['the simple layout (support center)', { path: '/auth/support-center' }, 'Skip to main content'],
  ['the main layout in Vietnamese', { path: '/', me: makeMe('owner'), locale: 'vi' as const }, 'Chuyển đến nội dung chính'],
])('%s', (_layout, options, text) => {
  it('has the skip link first; Tab then Enter puts focus in main', async () => {
    renderApp(options);
    const link = await screen.findByRole('link', { name: text });
    await screen.findByRole('main');
    expect(firstTabStop()).toBe(link);
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link); // what Enter on a link does
    const main = screen.getByRole('main');
    expect(main.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(main);
  });
});
