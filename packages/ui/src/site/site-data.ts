import {
  useGetProvidersQuery,
  useGetHotGamesQuery,
  useToggleFavouriteMutation,
} from '@playfront/core/api';
import type { GameCategoryKey, ServerGame } from '@playfront/core/contract';
import type { Game } from '@playfront/core/games';
import { gameCategories } from '@playfront/core/contract';
import {
  categoriesWithProviders,
  categoryLabelKeys,
  defaultGameLists,
  providerLogoUrl,
  toGame,
} from '@playfront/core/games';
import {
  selectFavourites,
  selectGameWallet,
  selectIsAuthenticated,
  selectLayout,
  selectSession,
  useAppSelector,
} from '@playfront/core/store';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate } from 'react-router';
import { useLanguage } from './language';
import { useLoginAction } from './navigation';

export { categoryLabelKeys };

export interface CategoryLink {
  key: GameCategoryKey;
  /** Site path in the page's language. */
  route: string;
  label: string;
}

/** The game categories this site offers (providers present, plus hot), labelled and localized. */
export function useCategoryLinks(): CategoryLink[] {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { provider_count, hasHotGames } = useAppSelector(selectLayout);
  return useMemo(
    () =>
      categoriesWithProviders({ providerCount: provider_count, hasHotGames }).map((c) => ({
        key: c.key,
        route: localize(c.route),
        label: t(categoryLabelKeys[c.key]),
      })),
    [provider_count, hasHotGames, localize, t],
  );
}

export interface GameRows {
  hot: Game[];
  featured: Game[];
  popular: Game[];
  new: Game[];
  /** True until the server's lists (or their failure) are known. */
  loading: boolean;
}

const rowOr = (server: readonly ServerGame[] | undefined, fallback: readonly Game[]): Game[] =>
  server?.length ? server.map(toGame) : [...fallback];

/** The home rows from get_hot_games; any row missing, or all when the call fails, come from the built-in lists. */
export function useGameRows(): GameRows {
  const { data, isLoading } = useGetHotGamesQuery();
  return useMemo(
    () => ({
      hot: rowOr(data?.value, defaultGameLists.hot),
      featured: rowOr(data?.featured, defaultGameLists.featured),
      popular: rowOr(data?.popular, defaultGameLists.popular),
      new: rowOr(data?.new, defaultGameLists.new),
      loading: isLoading,
    }),
    [data, isLoading],
  );
}

export interface SiteProvider {
  code: string;
  name: string;
  /** Logo image URL. */
  logo: string;
  /** The category page filtered to this provider, in the page's language. */
  route: string;
}

/**
 * The providers this site offers in a category, as get_providers lists them, each linking to the
 * category filtered to it; empty until the list arrives or when the call fails.
 */
export function useSiteProviders(
  category: Exclude<GameCategoryKey, 'hot'> = 'slot_game',
): SiteProvider[] {
  const { localize } = useLanguage();
  const found = gameCategories.find((c) => c.key === category) ?? gameCategories[1];
  const { data } = useGetProvidersQuery({ game_type: found.segment });
  return useMemo(
    () =>
      (data?.value ?? []).map((p) => ({
        code: p.provider_code,
        name: p.provider_name,
        logo: providerLogoUrl(p.provider_code),
        route: `${localize(found.route)}?${new URLSearchParams({ provider: p.provider_code }).toString()}`,
      })),
    [data, localize, found],
  );
}

/** The /playnow address of a game, in the page's language. */
export function usePlayPath(): (game: Pick<Game, 'provider_code' | 'game_code'>) => string {
  const { localize } = useLanguage();
  return useCallback(
    (game) => {
      const query = new URLSearchParams({ provider: game.provider_code, game: game.game_code });
      return `${localize('/playnow')}?${query.toString()}`;
    },
    [localize],
  );
}

/** Opens a game on /playnow (which asks a guest to sign in first). */
export function usePlayGame(): (game: Pick<Game, 'provider_code' | 'game_code'>) => void {
  const navigate = useNavigate();
  const playPath = usePlayPath();
  return useCallback((game) => void navigate(playPath(game)), [navigate, playPath]);
}

/** Favourite state of games and the toggle; a guest is asked to sign in instead. */
export function useFavourites() {
  const favourites = useAppSelector(selectFavourites);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [toggleFavourite] = useToggleFavouriteMutation();
  const login = useLoginAction();
  const keys = useMemo(
    () => new Set(favourites.map((g) => `${g.provider_code}:${g.game_code}`)),
    [favourites],
  );
  const isFavourite = useCallback(
    (game: Pick<Game, 'provider_code' | 'game_code'>) =>
      keys.has(`${game.provider_code}:${game.game_code}`),
    [keys],
  );
  const toggle = useCallback(
    (game: Pick<Game, 'provider_code' | 'game_code'>) => {
      if (!isAuthenticated) return login();
      void toggleFavourite({ provider_code: game.provider_code, game_code: game.game_code });
    },
    [isAuthenticated, login, toggleFavourite],
  );
  return { isFavourite, toggle };
}

/** What a header shows: brand, player and wallet. */
export function useSiteHeader() {
  const layout = useAppSelector(selectLayout);
  const session = useAppSelector(selectSession);
  const wallet = useAppSelector(selectGameWallet);
  return {
    siteName: layout.site?.site_name ?? '',
    logo: layout.site?.logo1 || undefined,
    logoText: layout.site?.logo_text ?? '',
    announcements: layout.content?.announcements ?? [],
    isAuthenticated: session.isAuthenticated,
    playerName: session.fullname || session.user.account_id,
    balance: wallet.balance,
    token: wallet.token,
    /** Bonus money being wagered (the balance call's `bonus_balance`). */
    bonus: wallet.bonus ?? 0,
    currency: layout.site?.currency ?? '',
    showDownloadBar: layout.show_download_bar,
    /** The site's `show_app_download`: links to /download and the app show only when on. */
    showAppDownload: layout.show_app_download,
    androidLink: layout.site?.android_sub ?? '',
    iosLink: layout.site?.ios_sub ?? '',
    /** The regulator's helpline and the operator's licence line; empty when the site sends none. */
    helpline: layout.site?.helpline ?? '',
    licenceLine: layout.site?.licence_line ?? '',
  };
}
