import { GameRow } from '@playfront/ui/games';
import { RecentlyPlayed as RecentlyPlayedRow } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useFavourites,
  useGameRows,
  useLanguage,
  usePlayGame,
  useSiteProviders,
} from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';

/**
 * Home sections the templates share, every part classed `<prefix>-<part>` so each template's
 * stylesheet gives them its look.
 */

/** The hot, featured, popular and new game rows, each with its See all link. */
export function GameRows({ className }: { className: string }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const play = usePlayGame();
  const { isFavourite, toggle } = useFavourites();
  const actions = {
    onPlay: play,
    isFavourite,
    onToggleFavourite: toggle,
    playLabel: t('playNow'),
    favouriteLabel: t('addFavourite'),
    moreLabel: t('seeAll'),
  };
  return (
    <div className={className}>
      <GameRow title={t('hotGames')} games={rows.hot} moreHref={localize('/hot')} {...actions} />
      <GameRow
        title={t('featured')}
        games={rows.featured}
        moreHref={localize('/slots')}
        {...actions}
      />
      <GameRow
        title={t('popular')}
        games={rows.popular}
        moreHref={localize('/casino')}
        {...actions}
      />
      <GameRow title={t('newGames')} games={rows.new} moreHref={localize('/slots')} {...actions} />
    </div>
  );
}

/** The providers as a strip of logos, focusable so the keyboard scrolls it. */
export function ProviderStrip({
  prefix: p,
  wrapHeading,
}: {
  prefix: string;
  wrapHeading?: boolean;
}) {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className={`${p}-section`} aria-labelledby={`${p}-providers`}>
      <h2 id={`${p}-providers`} className={`${p}-heading`}>
        {wrapHeading ? <span>{t('providers')}</span> : t('providers')}
      </h2>
      <ul className={`${p}-providers`} aria-labelledby={`${p}-providers`} tabIndex={0}>
        {providerLogos.map((provider) => (
          <li key={provider.code}>
            <LocalLink to={provider.route}>
              <img src={provider.logo} alt={provider.name} width={96} height={40} loading="lazy" />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The games the player opened last; hidden for a guest and before the first game. */
export function RecentlyPlayed({ className }: { className: string }) {
  return <RecentlyPlayedRow className={className} />;
}
