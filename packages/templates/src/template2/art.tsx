import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { LogoImage } from '../shared/blocks';
import { Icon } from './icons';

/** The crest: shield mark over the site name in the display serif. */
export function Crest() {
  const { siteName, logo, logoText } = useSiteHeader();
  return (
    <LocalLink to="/" className="t2-crest">
      {logo ? (
        <LogoImage src={logo} alt={siteName} height={56} />
      ) : (
        <>
          <Icon name="crest" />
          <span className="t2-crest__name">{logoText || siteName}</span>
        </>
      )}
    </LocalLink>
  );
}
