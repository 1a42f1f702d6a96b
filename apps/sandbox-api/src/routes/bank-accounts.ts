import type { BankAccount } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import { bankAccountCount, bankAccountsOf, insertBankAccount } from '../db/bank-accounts';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { walletConfig } from '../payments/methods';
import { masked } from '../payments/transactions';
import { check, FULL_NAME } from '../rules';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { findSite, requirePlayer } from './lookups';
import { requireStepUp } from './two-step';

/** A bank account number: 6 to 20 digits. */
export const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** The most bank accounts one player may save. */
export const MAX_BANK_ACCOUNTS = 5;

const toBankAccount = (r: Row): BankAccount => ({
  bank_account_id: num(r, 'id'),
  bank_name: str(r, 'bank_name'),
  account_name: str(r, 'account_name'),
  account_number: masked(str(r, 'account_number')),
  created_at: str(r, 'created_at'),
});

/** /api/wallet/bank_accounts and add_bank_account: the accounts withdrawals are paid to. */
export function bankAccountRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerCall(app, '/api/wallet/bank_accounts', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    const rows = await bankAccountsOf(db, player.id);
    return ok({ value: rows.map(toBankAccount) });
  });

  registerCall(app, '/api/wallet/add_bank_account', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body, ctx);
    await requireStepUp(services, player.id, body.auth);
    const banks = walletConfig(site.currency).banks;
    const bankName = body.bank_name.trim();
    const accountName = body.account_name.trim().replace(/\s+/g, ' ');
    // Spaces and hyphens are how numbers are printed on cards; only the digits are kept.
    const accountNumber = body.account_number.replace(/[\s-]/g, '');
    check({
      bank_name: [
        banks.includes(bankName) ? 'ok' : '',
        { pattern: /^ok$/, expect: `one of ${banks.join(', ')}` },
      ],
      account_name: [accountName, { pattern: FULL_NAME, expect: 'the name on the account' }],
      account_number: [accountNumber, { pattern: ACCOUNT_NUMBER, expect: '6 to 20 digits' }],
    });
    const row = await db.write(async (tx) => {
      if ((await bankAccountCount(tx, player.id)) >= MAX_BANK_ACCOUNTS)
        throw new ApiError('walletBankLimit');
      const added = await insertBankAccount(tx, {
        playerId: player.id,
        bankName,
        accountName,
        accountNumber,
        createdAt: sqlTime(services.now()),
      });
      if (!added) throw new ApiError('walletBankExists');
      return added;
    });
    return ok({ value: toBankAccount(row) });
  });
}
