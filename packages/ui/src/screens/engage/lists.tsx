import {
  useGetLeaderboardQuery,
  useGetMissionsQuery,
  useGetNewsQuery,
  useGetPromotionsQuery,
  useGetReviewsQuery,
} from '@playfront/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { LazyImage } from '../../lazy-image/lazy-image';
import { cx } from '../../shared/cx';
import { ScreenPage, StatusLine, StatusList, useMoney, useSignedIn } from '../wallet/support';
import { BonusOffers } from '../bonus/bonus-offers';
import '../../shared/card.css';
import './engage.css';

/** A page of the operator's items as cards, with its loading and empty line. */
function CardsPage<Item>({
  title,
  loading,
  items,
  empty,
  itemKey,
  layout = 'list',
  before,
  children,
}: {
  title: string;
  loading: boolean;
  items: readonly Item[];
  /** The line shown when there are no items. */
  empty: string;
  itemKey: (item: Item) => string | number;
  /** A grid of banners or a list of text cards. */
  layout?: 'grid' | 'list';
  /** What stands between the status line and the cards. */
  before?: ReactNode;
  /** One card's content. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <ScreenPage title={title}>
      <StatusLine loading={loading} empty={!loading && items.length === 0} text={empty} />
      {before}
      <ul className={cx('pf-cards', layout === 'grid' && 'pf-cards--grid', `pf-engage__${layout}`)}>
        {items.map((item) => (
          <li key={itemKey(item)} className="pf-card pf-engage__card">
            {children(item)}
          </li>
        ))}
      </ul>
    </ScreenPage>
  );
}

/**
 * The /promotions page: the bonus offers a player claims (with a promo code form), then the
 * operator's promotions with their end dates.
 */
export function Promotions() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetPromotionsQuery();
  return (
    <CardsPage
      title={t('promotions')}
      loading={isLoading}
      items={data?.value ?? []}
      empty={t('engage_noPromotions')}
      itemKey={(p) => p.promotion_id}
      layout="grid"
      before={<BonusOffers />}
    >
      {(p) => (
        <>
          <LazyImage
            src={p.image_url}
            alt=""
            width={640}
            height={240}
            className="pf-engage__banner"
          />
          <h2 className="pf-engage__card-title">{p.title}</h2>
          <p>{p.summary}</p>
          <p className="pf-engage__meta">
            {p.ends_on ? t('engage_endsOn', { date: p.ends_on }) : t('engage_ongoing')}
          </p>
        </>
      )}
    </CardsPage>
  );
}

/** The /mission page: missions with their rewards and, for a signed-in player, progress. */
export function Mission() {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSignedIn();
  const { data, isLoading } = useGetMissionsQuery();
  const items = data?.value ?? [];
  return (
    <CardsPage
      title={t('mission')}
      loading={isLoading}
      items={items}
      empty={t('engage_noMissions')}
      itemKey={(m) => m.mission_id}
      before={
        !signedIn &&
        items.length > 0 && <p className="pf-engage__meta">{t('engage_signInForProgress')}</p>
      }
    >
      {(m) => (
        <>
          <h2 className="pf-engage__card-title">{m.title}</h2>
          <p>{m.description}</p>
          <p className="pf-engage__meta">{t('engage_reward', { amount: money(m.reward) })}</p>
          {m.progress !== null && (
            <div className="pf-engage__progress">
              <progress max={m.target} value={m.progress} aria-label={m.title} />
              <span>
                {m.progress >= m.target
                  ? t('engage_completed')
                  : t('engage_progress', { progress: m.progress, target: m.target })}
              </span>
            </div>
          )}
        </>
      )}
    </CardsPage>
  );
}

/** The /leaderboard page: the operator's ranking with masked players. */
export function Leaderboard() {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, isLoading } = useGetLeaderboardQuery();
  const items = data?.value ?? [];
  return (
    <ScreenPage title={t('leaderboard')}>
      {data?.title && <p className="pf-engage__meta">{data.title}</p>}
      <StatusList loading={isLoading} items={items} empty={t('engage_noLeaderboard')}>
        <table className="pf-engage__table">
          <caption className="pf-sr-only">{t('leaderboard')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('engage_rank')}</th>
              <th scope="col">{t('engage_player')}</th>
              <th scope="col" className="pf-engage__num">
                {t('engage_score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.rank} className={e.rank <= 3 ? 'pf-engage__top' : undefined}>
                <td>{e.rank}</td>
                <td>{e.account_id}</td>
                <td className="pf-engage__num">{money(e.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StatusList>
    </ScreenPage>
  );
}

/** The /news page: the operator's news, newest first. */
export function News() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetNewsQuery();
  return (
    <CardsPage
      title={t('news')}
      loading={isLoading}
      items={data?.value ?? []}
      empty={t('engage_noNews')}
      itemKey={(n) => n.news_id}
    >
      {(n) => (
        <article>
          <h2 className="pf-engage__card-title">{n.title}</h2>
          <p className="pf-engage__meta">
            <time dateTime={n.published_on}>{n.published_on}</time>
          </p>
          <p>{n.body}</p>
        </article>
      )}
    </CardsPage>
  );
}

/** The /review page: players' reviews with their star rating. */
export function Review() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetReviewsQuery();
  return (
    <CardsPage
      title={t('review')}
      loading={isLoading}
      items={data?.value ?? []}
      empty={t('engage_noReviews')}
      itemKey={(r) => r.review_id}
    >
      {(r) => (
        <figure className="pf-engage__review">
          <p
            className="pf-engage__stars"
            role="img"
            aria-label={t('engage_rating', { rating: r.rating })}
          >
            {'★'.repeat(r.rating)}
            {'☆'.repeat(5 - r.rating)}
          </p>
          <blockquote>{r.text}</blockquote>
          <figcaption className="pf-engage__meta">
            {r.author} · <time dateTime={r.published_on}>{r.published_on}</time>
          </figcaption>
        </figure>
      )}
    </CardsPage>
  );
}
