import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { visuallyHidden } from '../system/visually-hidden.css.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

/** The text a sighted user reads on a control: its content without what is hidden from the eye. */
function visibleText(control: Element): string {
  const copy = control.cloneNode(true) as Element;
  copy.querySelectorAll(`[aria-hidden="true"], .${visuallyHidden}`).forEach((node) => node.remove());
  return squash(copy.textContent ?? '');
}
// happy-dom's name computation puts a space between inline elements ("EN , Language") where browsers do not
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function signedInHeader() {
  renderApp({ path: '/', me: makeMe('owner') });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return document.querySelector('header')!;
}

describe("the shell's controls are named by what they show (WCAG 2.5.3)", () => {
  it('the account menu button: the company, then what it is', async () => {
    await signedInHeader();
    const button = screen.getByRole('button', { name: /^Demo Brand ?, Account menu$/ });
    expect(visibleText(button)).toBe('Demo Brand');
  });

  it('the account manager button: what she is, in words, then her name (decision 069)', async () => {
    await signedInHeader();
    const button = screen.getByRole('button', { name: /^Account manager ?Alex Manager$/ });
    expect(visibleText(button)).toBe('Account manager Alex Manager');
  });

  it('the language switch: the visible code, then the language spelled out', async () => {
    await signedInHeader();
    const button = screen.getByRole('button', { name: /^EN ?, Language: English$/ });
    expect(visibleText(button)).toBe('EN');
  });

  it('every button and link of the header has a name that contains its visible text', async () => {
    const header = await signedInHeader();
    // testing-library hands its computed accessible name to a name matcher: collect them all
    const named: { name: string; text: string }[] = [];
    for (const role of ['button', 'link'] as const)
      within(header).queryAllByRole(role, {
        name: (name, control) => {
          named.push({ name: squash(name), text: visibleText(control) });
          return true;
        },
      });
    expect(named.length).toBeGreaterThanOrEqual(4);
    const mismatches = named.filter(
      ({ name, text }) => text !== '' && !name.replace(/ ,/g, ',').toLowerCase().includes(text.toLowerCase()),
    );
    expect(mismatches).toEqual([]);
  });
});
