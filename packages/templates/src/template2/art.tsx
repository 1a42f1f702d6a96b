import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { LOGO_RATIO } from '../shared/blocks';
import { Icon } from './icons';

/** The crest: shield mark over the site name in the display serif. */
export function Crest() {
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <LocalLink to="/" className="t2-crest">
      {logo ? (
        <img src={logo} alt={siteName} width={56 * LOGO_RATIO} height={56} />
      ) : (
        <>
          <Icon name="crest" />
          <span className="t2-crest__name">{logoText || siteName}</span>
        </>
      )}
    </LocalLink>
  );
}
