import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LATER_AREAS } from '../../i18n/areas.ts';
import { loadedLocales } from '../../i18n/i18n-util.ts';
import type { Translations } from '../../i18n/i18n-types.ts';
import viFirst from '../../i18n/vi/first-paint.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

/** What a person and a screen reader meet in the header and the menu: each control's, heading's and group's name. */
function shellNames(): string[] {
  const chrome = [...document.querySelectorAll('header, nav')];
  return chrome.flatMap((part) =>
    [...part.querySelectorAll('button, a, [role="group"], h1, h2, h3, [aria-label]')].map(
      (el) => `${el.tagName.toLowerCase()}: ${el.getAttribute('aria-label') ?? ''} | ${(el.textContent ?? '').trim()}`,
    ),
  );
}

async function renderShell(): Promise<string[]> {
  renderApp({ path: '/', me: makeMe('owner'), locale: 'vi' });
  await screen.findByRole('navigation', { name: 'Menu chính' }); // rendered in Vietnamese
  await screen.findByTestId('bell');
  const names = shellNames();
  cleanup();
  return names;
}

describe('the first-paint dictionary (src/i18n/areas.ts, decisions 027 and 064)', () => {
  it('draws the signed-in shell exactly as the whole dictionary does: no control of the header or menu waits for a later area', async () => {
    const whole = loadedLocales.vi;
    const withWhole = await renderShell();
    // the browser before the rest of the dictionary arrived: the shell's areas, an empty object per later area
    loadedLocales.vi = { ...Object.fromEntries(LATER_AREAS.map((area) => [area, {}])), ...viFirst } as unknown as Translations;
    try {
      const withFirstPaint = await renderShell();
      expect(withFirstPaint.length).toBeGreaterThan(10);
      expect(withFirstPaint).toEqual(withWhole);
    } finally {
      loadedLocales.vi = whole;
    }
  });
});
