import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { detectPlatform } from '../../commands/keys.ts';

// a stand-in palette that records the keys its window listener receives, like the real one's useShortcuts
const heard = vi.hoisted(() => [] as string[]);
vi.mock('../palette/Palette.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    Palette: function FakePalette() {
      useEffect(() => {
        const on = (e: KeyboardEvent) => void heard.push(`${e.ctrlKey ? 'ctrl+' : ''}${e.metaKey ? 'meta+' : ''}${e.key}`);
        window.addEventListener('keydown', on);
        return () => window.removeEventListener('keydown', on);
      }, []);
      return <p>palette loaded</p>;
    },
  };
});

// the shell hands the palette the onboarding checklist's state (none here: no session in this test)
vi.mock('../account/index.ts', () => ({ useOnboardingCommandState: () => undefined }));

const { PaletteMount, bufferKeysUntilPalette, loadPalette } = await import('./PaletteMount.tsx');

describe('PaletteMount (the palette as its own chunk)', () => {
  it('keeps Ctrl/Cmd+K and shortcut keys pressed before the chunk arrives and replays them once the palette listens', async () => {
    const mac = detectPlatform(navigator.platform || navigator.userAgent) === 'mac';
    // the entry starts keeping keys before the first render (src/main.tsx): one pressed before the shell is up
    bufferKeysUntilPalette();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true, cancelable: true })));
    render(<PaletteMount />);
    expect(screen.queryByText('palette loaded')).toBeNull();

    const early = new KeyboardEvent('keydown', { key: 'k', ctrlKey: !mac, metaKey: mac, bubbles: true, cancelable: true });
    const g = new KeyboardEvent('keydown', { key: 'g', bubbles: true, cancelable: true });
    const input = document.body.appendChild(document.createElement('input'));
    act(() => {
      window.dispatchEvent(early);
      window.dispatchEvent(g);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', altKey: true, bubbles: true }));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', bubbles: true }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', bubbles: true }));
    });
    // the browser's own Ctrl+K must not run meanwhile; other keys are left alone
    expect(early.defaultPrevented).toBe(true);
    expect(g.defaultPrevented).toBe(false);

    expect(await screen.findByText('palette loaded')).toBeTruthy();
    // replayed in order after the palette's listener was in place (once each: the mount's buffer is the
    // entry's): not Tab, Alt+H or what was typed in a field
    const k = mac ? 'meta+k' : 'ctrl+k';
    expect(heard).toEqual(['n', k, 'g', 'o']);

    // later presses reach the palette directly, nothing is replayed twice
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true })));
    expect(heard).toEqual(['n', k, 'g', 'o', 'x']);
    input.remove();
    await expect(loadPalette()).resolves.toBeTypeOf('function');
  });
});
