import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useI18n } from './runtime.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function Probe() {
  const { LL, locale, setLocale } = useI18n();
  return (
    <button type="button" onClick={() => setLocale(locale === 'en' ? 'vi' : 'en')}>
      {LL.common.save()} {locale}
    </button>
  );
}

describe('I18nProvider / useI18n', () => {
  it('switches language, remembers it and sets <html lang>', () => {
    render(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Save en');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Lưu vi');
    expect(document.documentElement.lang).toBe('vi');
    cleanup();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Lưu vi');
  });

  it('sets <html lang> both ways, and on first render from the stored choice (issue 15)', () => {
    window.localStorage.setItem('bc.locale', 'vi');
    document.documentElement.lang = 'en';
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('vi'); // first load, before any switch
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Save en');
    expect(document.documentElement.lang).toBe('en');
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.lang).toBe('vi');
  });
});
