import { authApi, isApiFailure, useLaunchGameQuery, walletApi } from '@playfront/core/api';
import { applyCatalogue, classify, errorText, messageOf } from '@playfront/core/errors';
import { useAppDispatch } from '@playfront/core/store';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../shared/hydrated';
import { useLanguage } from '../../site/language';
import { useLoginAction } from '../../site/navigation';
import { useSignedIn } from '../wallet/support';
import { GameBonusPanel } from '../bonus/game-bonus-panel';
import './engage.css';

/** Launch refusals the page explains in place of the game. */
const refusals = new Set(['gameUnderMaintenance', 'gameRegionBlocked', 'gameLimitReached']);

/** Whether the page fills the screen, and the toggle (after hydration, where the browser allows it). */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const changed = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);
  const available = hydrated && document.fullscreenEnabled;
  const toggle = () =>
    void (
      document.fullscreenElement ? document.exitFullscreen() : target.current?.requestFullscreen()
    )?.catch(() => undefined);
  return { available, active, toggle };
}

/**
 * The game's frame. A launch with a token opens its address by a form POST into the frame, so the
 * token is in no address the browser keeps (history, referrer, logs); one without opens as a link.
 * The frame is sandboxed without `allow-same-origin`: the game runs in an origin of its own and
 * reads none of the site's cookies or storage.
 */
function GameFrame({
  url,
  token,
  title,
  frame,
}: {
  url: string;
  token?: string;
  title: string;
  frame: React.RefObject<HTMLIFrameElement | null>;
}) {
  const name = `pf-game-${useId().replace(/[^\w-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (token) form.current?.submit();
  }, [url, token]);
  return (
    <>
      <iframe
        ref={frame}
        className="pf-engage__frame"
        name={name}
        sandbox="allow-scripts allow-forms"
        {...(token ? {} : { src: url })}
        title={title}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
      {token && (
        <form ref={form} method="post" action={url} target={name} hidden>
          <input type="hidden" name="token" value={token} />
        </form>
      )}
    </>
  );
}

/**
 * The /playnow page: launches `?provider=…&game=…` (as `usePlayGame` links it) in a frame that
 * fills the screen, with a Close control back to the page the player came from and, on larger
 * screens, a full-screen toggle; above the game, a running casino bonus's progress, which moves
 * with each round the game posts. A guest plays the demo where the game has one and is asked to
 * log in where it has none; a refused launch says why. Leaving refreshes the balance.
 */
export function PlayNow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { localize } = useLanguage();
  const login = useLoginAction();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const game = params.get('game') ?? '';
  const chosen = provider !== '' && game !== '';
  // A launch URL is single-use: it is asked for in the browser, never in the server's HTML.
  const { data, error, isFetching, refetch } = useLaunchGameQuery(
    { provider_code: provider, game_code: game },
    { skip: !hydrated || !chosen },
  );
  const page = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(page);

  // A guest who logs in here (the login modal) gets the real-money launch.
  const launchedAs = useRef(signedIn);
  useEffect(() => {
    if (launchedAs.current === signedIn) return;
    launchedAs.current = signedIn;
    if (hydrated && chosen) void refetch();
  }, [signedIn, hydrated, chosen, refetch]);

  // Whatever the game did to the balance shows once the player is back: open histories refetch,
  // and the header's balance (kept in the session, with no query of its own) is asked for anew.
  const signedInNow = useRef(signedIn);
  useEffect(() => {
    signedInNow.current = signedIn;
  }, [signedIn]);
  useEffect(
    () => () => {
      dispatch(walletApi.util.invalidateTags(['Balance', 'Wallet']));
      if (signedInNow.current)
        void dispatch(
          authApi.endpoints.getBalance.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
    },
    [dispatch],
  );

  const failure = !isFetching && isApiFailure(error) ? error : undefined;
  const message = failure ? messageOf(failure) : '';
  const prompted = useRef('');
  useEffect(() => {
    if (!failure || prompted.current === `${provider}/${game}/${message}`) return;
    prompted.current = `${provider}/${game}/${message}`;
    if (classify(failure, (key) => key).kind === 'sessionExpired')
      dispatch(applyCatalogue(failure));
    else if (message === 'gameSignInRequired') login();
  }, [failure, message, provider, game, dispatch, login]);

  // Close goes back within the site; a first page (opened directly, or reached by a redirect
  // that replaced the entry before it) has no page of the site before it, so Close goes home.
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (location.key === 'default' || index === 0 ? navigate(localize('/')) : navigate(-1));
  };

  let body;
  if (!chosen) body = <p className="pf-engage__play-note">{t('engage_noGame')}</p>;
  else if (data?.url && !isFetching)
    body = (
      <GameFrame
        url={data.url}
        {...(data.launch_token ? { token: data.launch_token } : {})}
        title={t('engage_gameFrame')}
        frame={frame}
      />
    );
  else if (failure) {
    const signIn = message === 'gameSignInRequired';
    body = (
      <div className="pf-engage__play-refused" role="alert">
        <h2>{t(signIn ? 'play_signInTitle' : 'play_refusedTitle')}</h2>
        <p>{errorText(message, (key) => t(key, { defaultValue: key }))}</p>
        {signIn ? (
          <button type="button" className="pf-btn pf-btn--primary" onClick={login}>
            {t('login')}
          </button>
        ) : (
          refusals.has(message) && (
            <button type="button" className="pf-btn" onClick={close}>
              {t('play_chooseAnother')}
            </button>
          )
        )}
      </div>
    );
  } else
    body = (
      <p className="pf-engage__play-note" role="status">
        {t('engage_launching')}
      </p>
    );

  return (
    <section ref={page} className="pf-engage__play" aria-labelledby="pf-play-title">
      <h1 id="pf-play-title" className="pf-sr-only">
        {t('playNow')}
      </h1>
      <div className="pf-engage__play-bar">
        <button type="button" className="pf-btn" onClick={close}>
          <span aria-hidden="true">✕ </span>
          {t('play_close')}
        </button>
        {data?.demo && !isFetching && (
          <span className="pf-engage__play-badge">{t('play_demoBadge')}</span>
        )}
        {fullscreen.available && (
          <button
            type="button"
            className="pf-btn pf-engage__play-fullscreen"
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          >
            {t(fullscreen.active ? 'play_exitFullscreen' : 'play_fullscreen')}
          </button>
        )}
      </div>
      {/* The bonus is the player's, known before the launch: the server draws it too. */}
      {signedIn && !data?.demo && <GameBonusPanel frame={frame} category={data?.category} />}
      {body}
    </section>
  );
}
