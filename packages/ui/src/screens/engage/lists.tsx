import {
  useGetLeaderboardQuery,
  useGetMissionsQuery,
  useGetNewsQuery,
  useGetPromotionsQuery,
  useGetReviewsQuery,
} from '@playfront/core/api';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../lazy-image/lazy-image';
import { ScreenPage, StatusLine, useMoney, useSignedIn } from '../wallet/support';
import '../../shared/card.css';
import './engage.css';

/** The /promotions page: the operator's offers with their end dates. */
export function Promotions() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetPromotionsQuery();
  const items = data?.value ?? [];
  return (
    <ScreenPage title={t('promotions')}>
      <StatusLine
        loading={isLoading}
        empty={!isLoading && items.length === 0}
        text={t('engage_noPromotions')}
      />
      <ul className="pf-engage__grid">
        {items.map((p) => (
          <li key={p.promotion_id} className="pf-card pf-engage__card">
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
          </li>
        ))}
      </ul>
    </ScreenPage>
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
    <ScreenPage title={t('mission')}>
      <StatusLine
        loading={isLoading}
        empty={!isLoading && items.length === 0}
        text={t('engage_noMissions')}
      />
      {!signedIn && items.length > 0 && (
        <p className="pf-engage__meta">{t('engage_signInForProgress')}</p>
      )}
      <ul className="pf-engage__list">
        {items.map((m) => (
          <li key={m.mission_id} className="pf-card pf-engage__card">
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
          </li>
        ))}
      </ul>
    </ScreenPage>
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
      <StatusLine
        loading={isLoading}
        empty={!isLoading && items.length === 0}
        text={t('engage_noLeaderboard')}
      />
      {items.length > 0 && (
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
      )}
    </ScreenPage>
  );
}

/** The /news page: the operator's news, newest first. */
export function News() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetNewsQuery();
  const items = data?.value ?? [];
  return (
    <ScreenPage title={t('news')}>
      <StatusLine
        loading={isLoading}
        empty={!isLoading && items.length === 0}
        text={t('engage_noNews')}
      />
      <ul className="pf-engage__list">
        {items.map((n) => (
          <li key={n.news_id} className="pf-card pf-engage__card">
            <article>
              <h2 className="pf-engage__card-title">{n.title}</h2>
              <p className="pf-engage__meta">
                <time dateTime={n.published_on}>{n.published_on}</time>
              </p>
              <p>{n.body}</p>
            </article>
          </li>
        ))}
      </ul>
    </ScreenPage>
  );
}

/** The /review page: players' reviews with their star rating. */
export function Review() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetReviewsQuery();
  const items = data?.value ?? [];
  return (
    <ScreenPage title={t('review')}>
      <StatusLine
        loading={isLoading}
        empty={!isLoading && items.length === 0}
        text={t('engage_noReviews')}
      />
      <ul className="pf-engage__list">
        {items.map((r) => (
          <li key={r.review_id} className="pf-card pf-engage__card">
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
          </li>
        ))}
      </ul>
    </ScreenPage>
  );
}
