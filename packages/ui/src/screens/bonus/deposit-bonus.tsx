import { useGetBonusOffersQuery } from '@playfront/core/api';
import { matchedBonusCents, requiredWagerCents } from '@playfront/core/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { TextField } from '../../form-field/text-field';
import './bonus.css';

/** The bonus picked at the deposit step: an offer from the list, a promo code, or none. */
export interface DepositBonusChoice {
  /** The offer's id as text; '' for none. */
  offer: string;
  code: string;
}

/** The request fields of a choice: a code wins over an offer picked from the list. */
export function depositBonusFields(choice: DepositBonusChoice) {
  const code = choice.code.trim();
  if (code) return { bonus_code: code };
  return choice.offer ? { bonus_offer_id: Number(choice.offer) } : {};
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The deposit step's bonus: no bonus, one of the deposit offers the player may claim now (the
 * first deposit's), or a promo code, with what the amount typed would bring and ask.
 */
export function DepositBonus({
  amount,
  choice,
  onChange,
  money,
}: {
  /** The amount typed, when it is a number. */
  amount: number | null;
  choice: DepositBonusChoice;
  onChange: (choice: DepositBonusChoice) => void;
  money: (value: number) => string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { data } = useGetBonusOffersQuery();
  const offers = (data?.value ?? []).filter(
    (o) => o.kind !== 'no_deposit' && o.code === null && o.refusal === null,
  );
  const picked = choice.code.trim()
    ? undefined
    : offers.find((o) => String(o.offer_id) === choice.offer);
  // An offer named in the address that the player cannot claim now is not picked.
  const listed = data !== undefined;
  useEffect(() => {
    if (listed && choice.offer !== '' && !offers.some((o) => String(o.offer_id) === choice.offer))
      onChange({ ...choice, offer: '' });
  }, [listed, offers, choice, onChange]);
  const bonusCents =
    picked && amount !== null && amount >= picked.min_deposit
      ? matchedBonusCents(picked.match_percent, cents(picked.max_bonus), cents(amount))
      : 0;
  return (
    <fieldset className="pf-wallet__methods pf-deposit-bonus">
      <legend className="pf-wallet__legend">{t('bonus_depositLegend')}</legend>
      <label className="pf-wallet__method">
        <input
          type="radio"
          name={name}
          value=""
          checked={choice.offer === '' && choice.code.trim() === ''}
          onChange={() => onChange({ ...choice, offer: '' })}
        />
        <span className="pf-wallet__method-name">{t('bonus_depositNone')}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.offer_id} className="pf-wallet__method">
          <input
            type="radio"
            name={name}
            value={String(offer.offer_id)}
            checked={picked?.offer_id === offer.offer_id}
            onChange={() => onChange({ offer: String(offer.offer_id), code: '' })}
          />
          <span className="pf-wallet__method-name">{offer.title}</span>
          <span className="pf-wallet__method-type">
            {t('bonus_offerMatch', { percent: offer.match_percent, max: money(offer.max_bonus) })}
            {' · '}
            {t('bonus_offerMinDeposit', { min: money(offer.min_deposit) })}
          </span>
        </label>
      ))}
      <p className="pf-deposit-bonus__preview" aria-live="polite">
        {picked && bonusCents > 0
          ? t('bonus_depositPreview', {
              bonus: money(bonusCents / 100),
              required: money(requiredWagerCents(bonusCents, picked.wagering_multiplier) / 100),
            })
          : ''}
      </p>
      <TextField
        label={t('bonus_codeLabel')}
        description={t('bonus_depositCodeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={choice.code}
        onChange={(event) => onChange({ offer: '', code: event.target.value })}
      />
    </fieldset>
  );
}
