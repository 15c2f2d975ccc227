import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OnboardingProgress } from '../../../domain/onboarding/contract.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function progress(over: Partial<OnboardingProgress> = {}): OnboardingProgress {
  return {
    percentage: 100,
    totalProgress: 3,
    isPersonalInfo: true,
    isPublicInfo: true,
    isPaymentInfo: true,
    isSubmit: false,
    isAdminApprove: false,
    status: 'completed',
    submittedAt: null,
    reviewStartedAt: null,
    feedbackDueAt: null,
    approvedAt: null,
    rejectionReason: null,
    ...over,
  };
}
const owner = (over = {}) => makeMe('owner', { is_admin_approve: false, is_submit: false, ...over });
const submitButton = () => screen.findByRole('button', { name: /Submit onboarding|Onboarding submitted/ });

describe('onboarding checklist', () => {
  it('draws percentage × 3.6°, lists the three tabs and sends "continue" to the first unfinished one', async () => {
    const flags = { is_personal_info: true, is_public_info: false, is_payment_info: true, percentage: 67 };
    const app = renderApp({
      path: '/account-setting',
      me: owner(flags),
      routes: {
        'GET /api/user/adv/onboarding-percentage': json(200, {
          data: progress({ percentage: 67, totalProgress: 2, isPublicInfo: false, status: 'incomplete' }),
        }),
      },
    });
    const panel = await screen.findByTestId('onboarding-checklist');
    await waitFor(() => expect(screen.getByTestId('onboarding-radial').getAttribute('data-angle')).toBe(String(67 * 3.6)));
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Personal info', '/account-setting?tab=personal'],
      ['Public info', '/account-setting?tab=public'],
      ['Payment info', '/account-setting?tab=payment'],
    ]);
    expect((await submitButton()).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue onboarding' }));
    await waitFor(() => expect(app.current()).toBe('/account-setting?tab=public'));
  });

  it('submits after confirmation, shows the success toast and then the submitted title with a disabled button', async () => {
    let submitted = false;
    const app = renderApp({
      path: '/account-setting',
      me: owner({ percentage: 100 }),
      routes: {
        'GET /api/user/adv/onboarding-percentage': () =>
          json(200, { data: submitted ? progress({ status: 'submitted', isSubmit: true }) : progress() })(),
        'POST /api/user/adv/onboarding': () => {
          submitted = true;
          return json(200, {
            data: progress({
              status: 'submitted',
              isSubmit: true,
              submittedAt: '2026-01-01T00:00:00.000Z',
              feedbackDueAt: '2026-01-04T00:00:00.000Z',
            }),
          })();
        },
      },
    });
    fireEvent.click(await submitButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit your onboarding?' });
    expect(app.calls).not.toContain('POST /api/user/adv/onboarding');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Your information has been successfully submitted');
    expect(app.calls.filter((c) => c === 'POST /api/user/adv/onboarding')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Onboarding submitted' })).toBeTruthy());
    expect((await submitButton()).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('onboarding-status').textContent).toContain('within 72 hours');
  });

  it('shows the spec error toast when the submission fails', async () => {
    renderApp({
      path: '/account-setting',
      me: owner({ percentage: 100 }),
      routes: {
        'GET /api/user/adv/onboarding-percentage': json(200, { data: progress() }),
        'POST /api/user/adv/onboarding': json(409, { message: 'x', code: 'onboarding_already_submitted', errors: [] }),
      },
    });
    fireEvent.click(await submitButton());
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Submit your onboarding?' })).getByRole('button', { name: 'Submit' }),
    );
    await screen.findByText('Something went wrong');
  });

  it("is the owner's only: an employee awaiting approval sees no checklist", async () => {
    renderApp({ path: '/', me: makeMe('admin', { is_admin_approve: false }) });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });
});
