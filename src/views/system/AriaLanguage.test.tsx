import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { ensureAriaStrings } from '../../i18n/react-aria-strings.ts';
import { I18nProvider, useI18n } from '../../i18n/runtime.ts';
import type { Locale } from '../../i18n/translate.ts';
import { AriaLanguage } from './AriaLanguage.tsx';
import { ComboBox } from './ComboBox.tsx';
import { DatePicker } from './DatePicker.tsx';
import { Select } from './Select.tsx';

afterEach(cleanup);

/** Switches the language as the signed-out switch does: in place, no reload. */
function Switch({ to }: { to: Locale }) {
  const { setLocale } = useI18n();
  return (
    <button type="button" onClick={() => setLocale(to)}>
      switch
    </button>
  );
}

function page(locale: Locale, switchTo: Locale) {
  return render(
    <I18nProvider locale={locale}>
      <AriaLanguage>
        <ComboBox label="Country" options={[{ id: 'vn', label: 'Việt Nam' }]} />
        <DatePicker label="Start" />
        <Select label="Status" options={[{ id: 'a', label: 'Alpha' }]} />
        <Switch to={switchTo} />
      </AriaLanguage>
    </I18nProvider>,
  );
}

/** The visually hidden close button react-aria puts at the end of an open popover. */
async function dismissLabel(openLabel: RegExp): Promise<string | null> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: openLabel })));
  const listbox = await screen.findByRole('listbox');
  // the popover react-aria opened (it names what triggered it)
  const popover = listbox.closest<HTMLElement>('[data-trigger]');
  if (!popover) throw new Error('no popover around the list');
  const label = within(popover)
    .queryAllByRole('button', { hidden: true })
    .map((b) => b.getAttribute('aria-label'))
    .find(Boolean);
  await act(async () => fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' }));
  return label ?? null;
}

describe("react-aria's own words follow the page's language (decision 072)", () => {
  it('English page: react-aria English, whatever the browser', async () => {
    page('en', 'vi');
    // the browser turns French: react-aria alone would now say "Afficher les suggestions"
    Object.defineProperty(navigator, 'language', { value: 'fr-FR', configurable: true });
    onTestFinished(() => {
      delete (navigator as { language?: string }).language;
      window.dispatchEvent(new Event('languagechange'));
    });
    await act(async () => window.dispatchEvent(new Event('languagechange')));
    expect(screen.getByRole('button', { name: /Show suggestions/ })).toBeTruthy();
    expect(await dismissLabel(/Show suggestions/)).toBe('Dismiss');
    expect(screen.getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label'))).toEqual(['month, ', 'day, ', 'year, ']);
  });

  it('Vietnamese page: the strings this app gives react-aria, and back to English on a switch without reload', async () => {
    await ensureAriaStrings('vi');
    page('vi', 'en');
    expect(screen.getByRole('button', { name: /Hiện gợi ý/ })).toBeTruthy();
    expect(await dismissLabel(/Hiện gợi ý/)).toBe('Đóng');
    // the date field in Vietnamese order, its segments named in Vietnamese (by the runtime's Intl.DisplayNames)
    expect(screen.getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label'))).toEqual(['Ngày, ', 'Tháng, ', 'Năm, ']);
    expect(screen.getByRole('button', { name: /Lịch/ })).toBeTruthy();
    // react-aria-components' own word: a select with nothing chosen
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('Chọn một mục');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'switch' })));
    expect(await screen.findByRole('button', { name: /Show suggestions/ })).toBeTruthy();
    expect(await dismissLabel(/Show suggestions/)).toBe('Dismiss');
    expect(screen.getByRole('button', { name: /Calendar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('Select an item');
  });
});
