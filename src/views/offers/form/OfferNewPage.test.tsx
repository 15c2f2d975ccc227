import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
afterEach(cleanup);

/** Types into the focused field the way a keyboard user does, then leaves it with Tab (number fields commit on blur). */
const typeInto = (label: string, text: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};
const enter = (target: Element = document.activeElement ?? document.body) =>
  act(() => {
    const form = target.closest('form')!;
    fireEvent.keyDown(target, { key: 'Enter' });
    fireEvent.submit(form);
  });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('/offers/new stepper', () => {
  it('is completed by keyboard; a 422 takes the user to the field it names with its validates text', async () => {
    const { calls } = renderApp({
      path: '/offers/new',
      me: makeMe('owner'),
      routes: {
        'POST /api/offers': () =>
          json({ message: 'Invalid', code: 'validation_failed', errors: [{ field: 'default_landing_page_url', code: 'url' }] }, 422)(),
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'General' });
    // the first field of the step has the focus
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Offer name')));
    await enter();
    expect(heading()).toBe('General');
    expect(screen.getAllByText('This field is required.').length).toBe(3); // name, payout, revenue

    typeInto('Offer name', 'Spring sale');
    typeInto('Default payout', '12.5');
    typeInto('Default revenue', '20');
    await enter(screen.getByLabelText('Offer name'));
    expect(heading()).toBe('Tracking');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Default landing page URL')));
    // spec defaults of the lifetimes
    expect((screen.getByLabelText('Click lifetime (days)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Session lifespan (days)') as HTMLInputElement).value).toBe('90');
    typeInto('Default landing page URL', 'https://shop.example.com/spring');
    await enter(screen.getByLabelText('Default landing page URL'));
    for (const name of ['Targeting', 'Schedule & budget', 'Creative']) {
      expect(heading()).toBe(name);
      await enter(document.querySelector('form button[type="submit"]')!);
    }
    expect(heading()).toBe('Review');
    await enter(document.querySelector('form button[type="submit"]')!);
    await waitFor(() => expect(calls).toContain('POST /api/offers'));
    // back on the tracking step, the landing URL carries the server's code as text, and has the focus
    await waitFor(() => expect(heading()).toBe('Tracking'));
    expect(screen.getByText('Please enter a valid URL starting with http://, https:// or ftp://.', { exact: false })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Default landing page URL')));
  }, 20_000); // five steps of real forms: several seconds under happy-dom on a loaded machine
});
