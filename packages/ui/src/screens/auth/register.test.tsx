import { selectIsAuthenticated, selectToasts } from '@playfront/core/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { RegisterScreen } from './register-screen';
import {
  failure,
  fixtureLayout,
  fixtureSite,
  limitsAnswer,
  sessionAnswer,
} from '@playfront/core/testing';
import { answer, listenToSandbox } from '@playfront/core/testing/node';
import { renderScreen } from '../../testing';
import { APPSFLYER_KEY, VISITOR_KEY } from './tracking';

listenToSandbox();
afterEach(() => {
  localStorage.clear();
  document.cookie = '_fbp=; max-age=0; path=/';
});

const location = () => screen.getByTestId('location').textContent;
const restrictedDeclaration =
  'I declare that I am not a government official, a member of the military or police, or staff of this operator';
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillRegistration() {
  await userEvent.type(field('Account ID'), 'player01');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.type(field('Mobile number'), '+639171112222');
  await userEvent.type(field('Email (optional)'), 'player@example.test');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old' }),
  );
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await userEvent.click(screen.getByRole('checkbox', { name: restrictedDeclaration }));
}

/** Opens the registration at `path`, fills every field and presses Join now. */
async function joinWithFilledForm(path = '/register') {
  await renderScreen(<RegisterScreen />, { path });
  await fillRegistration();
  await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
}

/** The date of birth of someone `years` old today, plus `days`, on the local calendar. */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  const born = new Date(Date.UTC(d.getFullYear() - years, d.getMonth(), d.getDate() + days));
  return born.toISOString().slice(0, 10);
};

describe('RegisterScreen', () => {
  it('sends every signup field, then activates the account with the code', async () => {
    localStorage.setItem(APPSFLYER_KEY, 'af-123');
    document.cookie = '_fbp=fb.1.1700000000000.42; path=/';
    const signup = answer('/api/auth/signup', { statusCode: 1, statusMessage: 'tacSent' });
    const verify = answer('/api/auth/tac/verify', sessionAnswer('player01'));
    answer('/api/responsible/limits', limitsAnswer());
    const { store } = await renderScreen(<RegisterScreen />, {
      path: '/register?ch=fb&cm=summer&pp=p7&affiliate_code=aff9&ref=friend01',
    });
    expect(field('Referral code (optional)')).toHaveValue('friend01');
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));

    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(screen.getByText('We sent a one-time code to your mobile number.')).toBeVisible();
    const visitor = localStorage.getItem(VISITOR_KEY);
    expect(visitor).toBeTruthy();
    expect(signup[0]).toEqual({
      domain_name: 'test.localhost',
      external_id: '',
      account_id: 'player01',
      password: 'secret123',
      contact_phone: '+639171112222',
      contact_email: 'player@example.test',
      referrer_code: 'friend01',
      ch: 'fb',
      cm: 'summer',
      pp: 'p7',
      affiliate_code: 'aff9',
      fbp: 'fb.1.1700000000000.42',
      appsflyer_id: 'af-123',
      visitor_id: visitor,
      birth_date: '1990-05-17',
      accept_terms: true,
      not_restricted: true,
    });

    await userEvent.type(field('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    expect(verify[0]).toMatchObject({ account_id: 'player01', tac: '123456' });
    expect(selectToasts(store.getState())[0]?.title).toBe('Your account is ready. Welcome!');
    // The new player is told about limits and offered a deposit limit before going on.
    const panel = await screen.findByRole('region', { name: 'Play responsibly' });
    expect(
      await within(panel).findByRole('form', { name: 'Daily deposit limit (PHP)' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/register?ch=fb&cm=summer&pp=p7&affiliate_code=aff9&ref=friend01');
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('refuses to register without the declaration of not being a restricted person', async () => {
    const signup = answer('/api/auth/signup', { statusCode: 1 });
    await renderScreen(<RegisterScreen />, { path: '/register' });
    await fillRegistration();
    const declaration = screen.getByRole('checkbox', { name: restrictedDeclaration });
    await userEvent.click(declaration);
    expect(declaration).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Declare that you are not a restricted person.',
    );
    expect(declaration).toHaveFocus();
    expect(signup).toHaveLength(0);
  });

  it.each([
    [
      'a registration without the declaration',
      'restrictedNotDeclared',
      {},
      'Declare that you are not a government official, military or police, or staff of this operator to register.',
    ],
    [
      "an age under the operator's minimum",
      'underMinimumAge',
      { statusParams: { age: 21 } },
      'You must be at least 21 years old to register.',
    ],
  ])("shows the backend's refusal of %s", async (_refusal, message, extra, shown) => {
    const { body, status } = failure(message, 400);
    answer('/api/auth/signup', { ...body, ...extra }, { status });
    await joinWithFilledForm();
    expect(await screen.findByRole('dialog')).toHaveTextContent(shown);
  });

  it('keeps the same visitor id and sends empty tracking fields when there are none', async () => {
    localStorage.setItem(VISITOR_KEY, 'visitor-1');
    const signup = answer('/api/auth/signup', { statusCode: 1, statusMessage: 'tacSent' });
    await joinWithFilledForm('/register?cm=%3Cscript%3E');
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
    expect(signup[0]).toMatchObject({
      visitor_id: 'visitor-1',
      cm: '',
      ch: '',
      fbp: '',
      appsflyer_id: '',
      referrer_code: '',
    });
  });

  it('explains each form rule and sends nothing until they are met', async () => {
    const signup = answer('/api/auth/signup', { statusCode: 1 });
    await renderScreen(<RegisterScreen />, { path: '/register' });
    await userEvent.type(field('Account ID'), '1abc');
    await userEvent.type(screen.getByLabelText('Password'), 'letters only');
    await userEvent.type(field('Mobile number'), '12-34');
    await userEvent.type(field('Email (optional)'), 'player@');
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Use 6 to 16 letters or digits, starting with a letter.',
      'Use 8 to 20 characters with at least one letter and one digit.',
      'Enter 7 to 15 digits, with an optional leading +.',
      'Invalid email address',
      'This field is required.',
      'Confirm that you are at least 21 years old.',
      'Accept the terms and conditions to register.',
      'Declare that you are not a restricted person.',
    ]);
    expect(field('Account ID')).toHaveFocus();
    expect(signup).toHaveLength(0);
  });

  it('refuses a date of birth under 21 before sending anything', async () => {
    const signup = answer('/api/auth/signup', { statusCode: 1 });
    await renderScreen(<RegisterScreen />, { path: '/register' });
    await fillRegistration();
    const birth = screen.getByLabelText('Date of birth');
    await userEvent.clear(birth);
    await userEvent.type(birth, bornYearsAgo(21, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must be at least 21 years old.',
    );
    expect(birth).toHaveAccessibleDescription('You must be at least 21 years old.');
    expect(signup).toHaveLength(0);
  });

  it("asks for the operator's minimum age from the startup answer", async () => {
    const layout = fixtureLayout({ site: { ...fixtureSite, minimum_age: 18 } });
    const { user } = await renderScreen(<RegisterScreen />, { path: '/register', layout });
    expect(
      screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old' }),
    ).toBeInTheDocument();
    const birth = screen.getByLabelText('Date of birth');
    await user.type(birth, bornYearsAgo(18, 1));
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(birth).toHaveAccessibleDescription('You must be at least 18 years old.');
    await user.clear(birth);
    await user.type(birth, bornYearsAgo(18));
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(birth).not.toHaveAccessibleDescription('You must be at least 18 years old.');
  });

  it('shows a taken account id and keeps the form filled', async () => {
    const { body, status } = failure('accountExists', 409);
    answer('/api/auth/signup', body, { status });
    await joinWithFilledForm();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This account ID is already taken.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Account ID')).toHaveValue('player01');
    expect(field('Mobile number')).toHaveValue('+639171112222');
  });

  it('sends a new code once the cooldown is over', async () => {
    answer('/api/auth/signup', { statusCode: 1, statusMessage: 'tacSent' });
    const resent = answer('/api/auth/tac/request_new_register', {
      statusCode: 1,
      statusMessage: 'tacSent',
    });
    const realNow = Date.now;
    let shift = 0;
    Date.now = () => realNow() + shift;
    try {
      await joinWithFilledForm();
      const wait = await screen.findByRole('button', { name: 'Send a new code in 60 s' });
      expect(wait).toBeDisabled();
      shift = 61_000;
      const resend = await screen.findByRole(
        'button',
        { name: 'Send a new code' },
        { timeout: 2500 },
      );
      await userEvent.click(resend);
      await waitFor(() => expect(resent).toHaveLength(1));
      expect(resent[0]).toMatchObject({ account_id: 'player01' });
      expect(await screen.findByRole('button', { name: /Send a new code in/ })).toBeDisabled();
    } finally {
      Date.now = realNow;
    }
  });
});

describe('ForgotPasswordScreen', () => {
  it('sends account id and phone and shows the answer', async () => {
    const seen = answer('/api/auth/forgot_password', {
      statusCode: 1,
      statusMessage: 'passwordResetSent',
    });
    await renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await userEvent.type(field('Account ID'), 'demo01');
    await userEvent.type(field('Mobile number'), '+639171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a temporary password to your mobile number.',
    );
    expect(seen[0]).toMatchObject({
      account_id: 'demo01',
      contact_phone: '+639171234567',
      domain_name: 'test.localhost',
    });
  });

  it('shows an unknown account through the error catalogue', async () => {
    const { body, status } = failure('accountNotFound', 404);
    answer('/api/auth/forgot_password', body, { status });
    await renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await userEvent.type(field('Account ID'), 'nobody01');
    await userEvent.type(field('Mobile number'), '09170000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('We could not find an account with these details.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Account ID')).toHaveValue('nobody01');
  });
});
