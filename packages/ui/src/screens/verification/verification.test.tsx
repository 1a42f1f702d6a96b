import type { VerificationState } from '@playfront/core/contract';
import { paymentLimits, savedBankAccount, signedIn } from '@playfront/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing';
import { Withdrawal } from '../wallet/withdrawal';
import { VerificationScreen } from './verification-screen';
import { VerificationSummary } from './verification-status';

const state = (over: Partial<VerificationState> = {}): VerificationState => ({
  status: 'not_started',
  documents: [],
  rule: 'before_withdrawal',
  ...over,
});

const show = (value: VerificationState, ui = <VerificationScreen />, more = {}) =>
  renderScreen(ui, {
    session: signedIn,
    path: '/verification',
    answers: { '/api/verification/status': { statusCode: 1, value }, ...more },
  });

describe('VerificationScreen', () => {
  it('offers the ID front, back and a selfie with the camera, naming the types and the rule', async () => {
    const { calls } = await show(
      state({
        documents: [
          { kind: 'id_front', media_type: 'image/jpeg', size: 2000, uploaded_at: '2030-01-01' },
        ],
      }),
    );
    expect(await screen.findByText('Not started')).toBeVisible();
    expect(screen.getByText('This site verifies your identity before you withdraw.')).toBeVisible();
    const front = screen.getByLabelText(/ID, front/);
    expect(front).toHaveAttribute('type', 'file');
    expect(front).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(front).not.toHaveAttribute('capture');
    expect(front).toHaveAccessibleName('ID, front · Sent');
    expect(screen.getByLabelText(/ID, back/)).toBeEnabled();
    const selfie = screen.getByLabelText('Selfie');
    expect(selfie).toHaveAttribute('capture', 'user');
    expect(selfie).toHaveAccessibleDescription(
      'On a phone this opens the camera. JPEG, PNG or PDF, up to 5 MB.',
    );
    expect(calls[0]).toMatchObject({ path: '/api/verification/status' });
  });

  it('refuses a script named as a photo and a file over 5 MB before sending them', async () => {
    const { user, calls } = await show(state());
    const back = await screen.findByLabelText(/ID, back/);
    await user.upload(
      back,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'id.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or PDF file.');
    expect(back).toHaveAccessibleDescription(/Choose a JPEG, PNG or PDF file\./);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await user.upload(back, new File([big], 'id.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('This file is larger than 5 MB. Choose a smaller one.'),
    ).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(['/api/verification/status']);
  });

  it('shows a rejection with its reason and takes the documents again', async () => {
    await show(state({ status: 'rejected', reason: 'The photo is blurred.' }));
    expect(await screen.findByText('Rejected')).toBeVisible();
    expect(
      screen.getByText('Reason: The photo is blurred. Send all three documents again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Selfie')).toBeInTheDocument();
  });

  it('keeps the documents while pending and once verified', async () => {
    await show(state({ status: 'pending' }));
    expect(await screen.findByText('Pending review')).toBeVisible();
    expect(screen.getByText(/with our reviewers/)).toBeVisible();
    expect(screen.queryByLabelText('Selfie')).toBeNull();
  });
});

describe('VerificationSummary', () => {
  it('says where the check stands on the account hub, with the way to it', async () => {
    await show(state({ status: 'pending' }), <VerificationSummary place="account" />);
    expect(await screen.findByText('Pending review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the identity check' })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  // The hub's line always shows, so once it is there the withdrawal form's has had its answer.
  const both = (
    <>
      <VerificationSummary place="account" />
      <VerificationSummary place="withdrawal" />
    </>
  );

  it('stays off a withdrawal form the operator does not hold', async () => {
    await show(state({ rule: 'none' }), both);
    expect(await screen.findAllByText('Not started')).toHaveLength(1);
  });

  it('stays off a withdrawal form once verified, and the hub has no link to the check', async () => {
    await show(state({ status: 'approved' }), both);
    expect(await screen.findAllByText('Verified')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Go to the identity check' })).toBeNull();
  });
});

describe('a withdrawal held for the check', () => {
  it('says why and links to the check, without the error modal', async () => {
    const { user } = await show(state(), <Withdrawal />, {
      '/api/wallet/limits': paymentLimits,
      '/api/wallet/bank_accounts': { statusCode: 1, value: [savedBankAccount] },
      '/api/wallet/balance': { statusCode: 1, available: 1000, on_hold: 0 },
      '/api/bonus/mine': { statusCode: 1, value: [], game_balance: 1000, bonus_balance: 0 },
      '/api/wallet/withdraw': {
        statusCode: -403,
        statusMessage: 'verificationRequired',
        statusDetail: 'This operator needs an approved identity check before any withdrawal',
        statusParams: { context: 'before_withdrawal', status: 'not_started' },
      },
    });
    expect(await screen.findByText('Not started')).toBeVisible();
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your identity must be verified before you withdraw: send your ID and a selfie on the identity page, or wait for their review.',
    );
    expect(within(alert).getByRole('link', { name: 'Go to the identity check' })).toHaveAttribute(
      'href',
      '/verification',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
