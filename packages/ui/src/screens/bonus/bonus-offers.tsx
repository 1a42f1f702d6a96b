import { isApiFailure, useClaimBonusMutation, useGetBonusOffersQuery } from '@playfront/core/api';
import type { BonusOffer } from '@playfront/core/contract';
import type { StatusLike } from '@playfront/core/errors';
import { classify, expireSession } from '@playfront/core/errors';
import { selectSite, useAppDispatch, useAppSelector } from '@playfront/core/store';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { TextField } from '../../form-field/text-field';
import { LocalLink, useLoginAction } from '../../site/navigation';
import { useIdempotencyKey } from '../wallet/idempotency';
import { useMoney, useSignedIn } from '../wallet/support';
import { BonusTerms } from './bonus-card';
import '../../shared/card.css';
import './bonus.css';

/** The text of a refusal (its values filled in), or null for an expired session (handled). */
export function useRefusalText(): (failure: StatusLike) => string {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectSite)?.currency;
  return (failure) => {
    const result = classify(
      failure,
      (key, params) => t(key as 'unknownError', params ?? {}),
      currency,
    );
    if (result.kind === 'sessionExpired') dispatch(expireSession());
    return result.kind === 'error' ? result.text : '';
  };
}

/** Where a deposit offer is taken: the deposit page with the offer or its code chosen. */
export const depositPathFor = (offer: Pick<BonusOffer, 'offer_id' | 'code'>): string =>
  offer.code
    ? `/deposit?code=${encodeURIComponent(offer.code)}`
    : `/deposit?offer=${offer.offer_id}`;

/** An offer's terms as lines a player reads. */
function OfferTerms({ offer, money }: { offer: BonusOffer; money: (value: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="pf-bonus__lines">
      <li>
        {offer.kind === 'no_deposit'
          ? t('bonus_offerFixed', { amount: money(offer.max_bonus) })
          : t('bonus_offerMatch', { percent: offer.match_percent, max: money(offer.max_bonus) })}
      </li>
      {offer.kind === 'first_deposit' && <li>{t('bonus_offerFirstDeposit')}</li>}
      {offer.kind !== 'no_deposit' && (
        <li>{t('bonus_offerMinDeposit', { min: money(offer.min_deposit) })}</li>
      )}
      <li>
        {t('bonus_offerWagering', { times: offer.wagering_multiplier, days: offer.valid_days })}
      </li>
      <li>
        {t('bonus_maxStake')}: {money(offer.max_stake)}
      </li>
      {offer.code && <li>{t('bonus_offerCode', { code: offer.code })}</li>}
      {offer.ends_at && <li>{t('bonus_offerEnds', { date: offer.ends_at.slice(0, 10) })}</li>}
    </ul>
  );
}

/** A promo code form: a bonus without a deposit is credited, a deposit's code leads to /deposit. */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const money = useMoney();
  const refusal = useRefusalText();
  const idempotency = useIdempotencyKey();
  const [code, setCode] = useState('');
  const [claim, { data, error, isLoading, originalArgs, reset }] = useClaimBonusMutation();
  const [missing, setMissing] = useState(false);
  const statusId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    await claim({ code: code.trim(), idempotency_key: idempotency.current() });
    // Whatever it answered, the next code is another request.
    idempotency.renew();
  };
  const failure = isApiFailure(error) ? error : undefined;
  const bonus = data?.value;
  const tried = originalArgs?.code ?? '';
  return (
    <form className="pf-card pf-bonus-code" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('bonus_codeLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={code}
        error={missing ? t('required') : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
          reset();
        }}
        aria-describedby={statusId}
      />
      <button
        type="submit"
        className="pf-btn pf-btn--primary"
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? t('loading') : t('bonus_useCode')}
      </button>
      <div id={statusId} className="pf-bonus-code__status">
        {bonus && (
          <p role="status">
            {t('bonus_claimed', {
              title: bonus.title,
              amount: money(bonus.amount),
              required: money(bonus.required),
            })}
          </p>
        )}
        {failure && (
          <p role="alert" className="pf-bonus-code__error">
            {refusal(failure)}{' '}
            {failure.statusMessage === 'bonusDepositRequired' && (
              <LocalLink to={depositPathFor({ offer_id: 0, code: tried })}>
                {t('bonus_depositWithCode')}
              </LocalLink>
            )}
          </p>
        )}
      </div>
    </form>
  );
}

/** One offer: its terms and, for a signed-in player, how to claim it or why it cannot be. */
function OfferCard({ offer, signedIn }: { offer: BonusOffer; signedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refusal = useRefusalText();
  const titleId = useId();
  const idempotency = useIdempotencyKey();
  const [claim, { data, error, isLoading }] = useClaimBonusMutation();
  const failure = isApiFailure(error) ? error : undefined;
  const refused = signedIn && offer.refusal ? offer.refusal : null;
  return (
    <li>
      <article className="pf-card pf-bonus pf-bonus-offer" aria-labelledby={titleId}>
        <div className="pf-bonus__head">
          <h3 id={titleId} className="pf-bonus__title">
            {offer.title}
          </h3>
          <p className="pf-bonus__status">{t(`bonus_product_${offer.product}`)}</p>
        </div>
        <OfferTerms offer={offer} money={money} />
        <BonusTerms bonus={offer} />
        {signedIn &&
          (refused ? (
            <p className="pf-bonus-offer__refused">{refusal({ statusMessage: refused })}</p>
          ) : data?.value ? (
            <p role="status">
              {t('bonus_claimed', {
                title: data.value.title,
                amount: money(data.value.amount),
                required: money(data.value.required),
              })}
            </p>
          ) : offer.kind === 'no_deposit' ? (
            <button
              type="button"
              className="pf-btn pf-btn--primary"
              disabled={isLoading}
              aria-busy={isLoading}
              aria-describedby={titleId}
              onClick={() =>
                void claim({ offer_id: offer.offer_id, idempotency_key: idempotency.current() })
              }
            >
              {t('bonus_claim')}
            </button>
          ) : (
            <LocalLink className="pf-btn pf-btn--primary" to={depositPathFor(offer)}>
              {t('bonus_depositToClaim')}
            </LocalLink>
          ))}
        {failure && (
          <p role="alert" className="pf-bonus-code__error">
            {refusal(failure)}
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * The operator's bonus offers with their terms (on the server for guests too) and, for a
 * signed-in player, a promo code form and a way to claim each offer or the reason it cannot be.
 */
export function BonusOffers() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const login = useLoginAction();
  const headingId = useId();
  const { data, refetch } = useGetBonusOffersQuery();
  // Signing in here (a login modal) asks again: the answer says which offers the player may claim.
  const answeredFor = useRef(signedIn);
  useEffect(() => {
    if (answeredFor.current === signedIn) return;
    answeredFor.current = signedIn;
    void refetch();
  }, [signedIn, refetch]);
  const offers = data?.value ?? [];
  if (offers.length === 0) return null;
  return (
    <section className="pf-bonuses" aria-labelledby={headingId}>
      <h2 id={headingId} className="pf-bonuses__title">
        {t('bonus_offers')}
      </h2>
      {signedIn ? (
        <PromoCodeForm />
      ) : (
        <p className="pf-bonuses__none">
          {t('bonus_signInToClaim')}{' '}
          <button type="button" className="pf-btn" onClick={login}>
            {t('login')}
          </button>
        </p>
      )}
      <ul className="pf-cards pf-cards--grid pf-bonuses__list pf-bonuses__list--offers">
        {offers.map((offer) => (
          <OfferCard key={offer.offer_id} offer={offer} signedIn={signedIn} />
        ))}
      </ul>
    </section>
  );
}
