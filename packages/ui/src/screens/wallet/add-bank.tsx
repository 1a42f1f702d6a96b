import { zodResolver } from '@hookform/resolvers/zod';
import { useAddBankAccountMutation, useGetWalletLimitsQuery } from '@playfront/core/api';
import { addToast, useAppDispatch } from '@playfront/core/store';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { SelectField } from '../../form-field/select-field';
import { TextField } from '../../form-field/text-field';
import { useLanguage } from '../../site/language';
import { ScreenPage, useSignedIn, WalletForm } from './support';
import { useStepUp } from '../two-step/step-up';

/** A bank account number: 6 to 20 digits (as the sandbox checks it). */
export const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** The name on the account: letters of any script, spaces, dots, apostrophes and hyphens. */
const ACCOUNT_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,99}$/u;

interface BankFormValues {
  bank_name: string;
  account_name: string;
  account_number: string;
}

/** The /add-bank page: bank, account name and number, checked here and by the server. */
export function AddBank() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const signedIn = useSignedIn();
  const { data: limits } = useGetWalletLimitsQuery();
  const [addBank, { isLoading: sending }] = useAddBankAccountMutation();
  const stepUp = useStepUp();
  const schema = useMemo(
    () =>
      z.object({
        bank_name: z.string().check(z.minLength(1, t('required'))),
        account_name: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('required')),
            z.regex(ACCOUNT_NAME, t('fullNameFormat')),
          ),
        account_number: z.string().check(z.regex(ACCOUNT_NUMBER, t('wallet_accountNumberFormat'))),
      }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<BankFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { bank_name: '', account_name: '', account_number: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!(await stepUp.confirm())) return;
    const result = await addBank(values);
    if (result.error) stepUp.refused(result.error);
    if (result.data?.value) {
      dispatch(addToast({ variant: 'success', title: t('wallet_bankAdded') }));
      void navigate(localize('/bank-details'));
    }
  });

  return (
    <ScreenPage title={t('addBank')}>
      <WalletForm
        onSubmit={onSubmit}
        submitLabel={t('save')}
        sending={sending}
        disabled={!signedIn}
      >
        <SelectField
          id="pf-add-bank-name"
          label={t('wallet_bankName')}
          error={formState.errors.bank_name?.message}
          {...register('bank_name')}
        >
          <option value="">{t('wallet_chooseBank')}</option>
          {(limits?.banks ?? []).map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('wallet_accountName')}
          autoComplete="name"
          maxLength={100}
          error={formState.errors.account_name?.message}
          {...register('account_name')}
        />
        <TextField
          label={t('wallet_accountNumber')}
          filter="digits"
          autoComplete="off"
          maxLength={20}
          error={formState.errors.account_number?.message}
          {...register('account_number')}
        />
        {stepUp.field}
      </WalletForm>
    </ScreenPage>
  );
}
