import { useLaunchGameQuery } from '@playfront/core/api';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../site/language';
import { useSignedIn } from '../wallet/support';
import './engage.css';

/**
 * The /playnow page: launches `?provider=…&game=…` (as `usePlayGame` links it) in a frame, with
 * a Back button to the page the player came from.
 */
export function PlayNow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const game = params.get('game') ?? '';
  const { data, isFetching } = useLaunchGameQuery(
    { provider_code: provider, game_code: game },
    { skip: !useSignedIn() || provider === '' || game === '' },
  );
  // The router's first entry has key `default`: with no page before it, Back goes home.
  const back = () => void (location.key === 'default' ? navigate(localize('/')) : navigate(-1));

  let body;
  if (provider === '' || game === '')
    body = <p className="pf-wallet__notice">{t('engage_noGame')}</p>;
  else if (data?.url)
    body = (
      <iframe
        className="pf-engage__frame"
        src={data.url}
        title={t('engage_gameFrame')}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    );
  else body = <p role="status">{isFetching ? t('engage_launching') : ''}</p>;

  return (
    <section className="pf-engage__play">
      <h1 className="pf-sr-only">{t('playNow')}</h1>
      <div className="pf-engage__play-bar">
        <button type="button" className="pf-btn" onClick={back}>
          {t('back')}
        </button>
      </div>
      {body}
    </section>
  );
}
