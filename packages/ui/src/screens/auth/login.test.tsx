import { openModal, selectIsAuthenticated, selectOpenModal } from '@playfront/core/store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginModalBody } from './login-modal-body';
import { LoginScreen } from './login-screen';
import { failure, sessionAnswer } from '@playfront/core/testing';
import { answer, answerLoads, listenToSandbox } from '@playfront/core/testing/node';
import { renderScreen } from '../../testing';

listenToSandbox();

const fillIn = async (accountId: string, password: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Account ID' }), accountId);
  await userEvent.type(screen.getByLabelText('Password'), password);
};
const location = () => screen.getByTestId('location').textContent;

describe('LoginScreen', () => {
  it('signs in with account id and password and goes to the redirect path', async () => {
    const seen = answer('/api/auth/login', sessionAnswer());
    answerLoads();
    const { store } = await renderScreen(<LoginScreen />, { path: '/login?redirect=%2Fslots' });
    await fillIn('demo01', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/slots'));
    expect(seen[0]).toMatchObject({
      account_id: 'demo01',
      password: 'demo1234',
      domain_name: 'test.localhost',
    });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('goes home instead of to a redirect off the site', async () => {
    answer('/api/auth/login', sessionAnswer());
    answerLoads();
    await renderScreen(<LoginScreen />, { path: '/login?redirect=%2F%2Fevil.example%2Fx' });
    await fillIn('demo01', 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('posts, so a form sent before the page hydrated never puts the password in the address', async () => {
    await renderScreen(<LoginScreen />, { path: '/login' });
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('says what is missing and calls nothing', async () => {
    const seen = answer('/api/auth/login', sessionAnswer());
    await renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Account ID' })).toBeInvalid();
    expect(seen).toHaveLength(0);
  });

  it('shows a wrong password in the error modal and keeps what was typed', async () => {
    const { body, status } = failure('invalidCredentials', 401);
    answer('/api/auth/login', body, { status });
    const { store } = await renderScreen(<LoginScreen />, { path: '/login' });
    await fillIn('demo01', 'wrong999');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The account ID or password is incorrect.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Account ID' })).toHaveValue('demo01');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong999');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(location()).toBe('/login');
  });

  it('cannot be sent twice while it is pending', async () => {
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    const seen = answer('/api/auth/login', sessionAnswer(), { until: answered });
    answerLoads();
    await renderScreen(<LoginScreen />, { path: '/login' });
    await fillIn('demo01', 'demo1234');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Logging you in…');
    await userEvent.click(submit);
    answerNow();
    await waitFor(() => expect(location()).toBe('/'));
    expect(seen).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    await renderScreen(<LoginScreen />, { path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to password reset and registration in the page language', async () => {
    const { i18n } = await renderScreen(<LoginScreen />, { path: '/cn/login' });
    // The page speaks the language of its path once its texts have arrived.
    await waitFor(() => expect(i18n.language).toBe('CN'));
    expect(await screen.findByRole('link', { name: i18n.t('forgotPassword') })).toHaveAttribute(
      'href',
      '/cn/forgot-password',
    );
    expect(screen.getByRole('link', { name: i18n.t('register') })).toHaveAttribute(
      'href',
      '/cn/register',
    );
  });

  it('signs in with a one-time code', async () => {
    const requested = answer('/api/auth/tac/request_login', {
      statusCode: 1,
      statusMessage: 'tacSent',
    });
    const verified = answer('/api/auth/login_tac', sessionAnswer());
    const { store } = await renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Account ID' }), 'demo01');
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a one-time code' }));
    expect(screen.getByRole('textbox', { name: 'Account ID' })).toHaveValue('demo01');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a one-time code to your mobile number.')).toBeVisible();
    expect(requested[0]).toMatchObject({ account_id: 'demo01', domain_name: 'test.localhost' });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'One-time code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    expect(verified[0]).toMatchObject({ account_id: 'demo01', tac: '123456' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows a wrong code and lets the player try again', async () => {
    answer('/api/auth/tac/request_login', { statusCode: 1, statusMessage: 'tacSent' });
    const { body, status } = failure('invalidTac', 400);
    answer('/api/auth/login_tac', body, { status });
    await renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a one-time code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Account ID' }), 'demo01');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'One-time code' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The one-time code is wrong or has expired.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toHaveValue('654321');
  });
});

describe('LoginModalBody', () => {
  const inModal = { modalBody: () => <LoginModalBody /> };

  /** Opens the login modal under `id` and sends it with that account's id and password. */
  const signInFromModal = async (id: string, accountId: string) => {
    const { store } = await renderScreen(null, inModal);
    act(() => {
      store.dispatch(openModal({ id, title: 'Log in' }));
    });
    const modal = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Account ID' }), accountId);
    await userEvent.type(within(modal).getByLabelText('Password'), 'demo1234');
    await userEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
    return store;
  };

  it('signs in and closes the modal', async () => {
    answer('/api/auth/login', sessionAnswer());
    answerLoads();
    const store = await signInFromModal('loginmodal', 'demo01');
    await waitFor(() => expect(selectOpenModal(store.getState())).toBeNull());
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('comes back after the error modal with what the player typed', async () => {
    const { body, status } = failure('accountNotVerified', 403);
    answer('/api/auth/login', body, { status });
    await signInFromModal('modal-signin', 'pending01');
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(error).toHaveTextContent('Verify your account with the one-time code first.');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    expect(again).toHaveAttribute('id', 'modal-signin');
    expect(within(again).getByRole('textbox', { name: 'Account ID' })).toHaveValue('pending01');
    expect(within(again).getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('closes when the player follows the register link', async () => {
    const { store } = await renderScreen(null, inModal);
    act(() => {
      store.dispatch(openModal({ id: 'loginmodal', title: 'Log in' }));
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Join now' }));
    expect(selectOpenModal(store.getState())).toBeNull();
    expect(location()).toBe('/register');
  });
});
