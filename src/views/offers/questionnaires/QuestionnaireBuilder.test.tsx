import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../../../domain/permissions.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/offers/questionnaire/new', () => {
  it('adds questions and options by keyboard-reachable controls and shows the server’s option error', async () => {
    const posted: number[] = [];
    const routes = {
      'POST /api/questionnaires': () => {
        posted.push(1);
        return json(422, {
          message: 'invalid',
          code: 'validation_failed',
          errors: [{ field: 'questions.1.options', code: 'options_required' }],
        })();
      },
    };
    renderApp({ path: '/offers/questionnaire/new', me: makeMe('owner'), routes });
    await screen.findAllByRole('heading', { name: 'New questionnaire' });
    // pages load lazily (decision 023): the header's title can show before the page itself
    expect(await screen.findAllByRole('group', { name: /Question \d/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const questions = screen.getAllByRole('group', { name: /Question \d/ });
    expect(questions).toHaveLength(2);
    const second = questions[1]!;
    // a text question has no options; switching to single choice starts with one
    expect(within(second).queryByRole('group', { name: 'Options' })).toBeNull();
    fireEvent.change(within(second).getByLabelText('Type'), { target: { value: 'radio' } });
    const options = within(second).getByRole('group', { name: 'Options' });
    expect(within(options).getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    fireEvent.click(within(options).getByRole('button', { name: 'Add option' }));
    expect(within(options).getAllByRole('textbox')).toHaveLength(3);
    fireEvent.change(within(options).getByLabelText('Option 2'), { target: { value: 'Social' } });
    fireEvent.click(within(options).getByRole('button', { name: 'Remove option 1' }));
    const left = within(options).getAllByRole('textbox') as HTMLInputElement[];
    expect(left.map((i) => i.value)).toEqual(['Social', '']);
    // back to text drops the options
    fireEvent.change(within(second).getByLabelText('Type'), { target: { value: 'file' } });
    expect(within(second).queryByRole('group', { name: 'Options' })).toBeNull();
    fireEvent.change(within(second).getByLabelText('Type'), { target: { value: 'checkbox' } });

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Screening' } });
    fireEvent.change(screen.getAllByLabelText(/^Question text/)[0]!, { target: { value: 'Website' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await within(second).findByText('Add at least one option.')).toBeTruthy();
    // removing the first question renumbers the rest
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    const rest = screen.getAllByRole('group', { name: /Question \d/ });
    expect(rest.map((g) => g.querySelector('legend')?.textContent)).toEqual(['Question 1']);
  });

  it('read-only users never reach the builder: the guard sends them to the lock page', async () => {
    const app = renderApp({
      path: '/offers/questionnaire/new',
      me: makeMe('custom', { permissions: { ...ROLE_DEFAULTS.admin, offers: 2 } }),
    });
    await screen.findByText('You do not have permission to view this content, please try again later.');
    expect(app.current()).toBe('/lock');
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
  });
});
