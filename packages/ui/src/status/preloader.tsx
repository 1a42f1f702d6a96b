import { cx } from '../shared/cx';
import '../shared/controls.css';
import './status.css';

export interface PreloaderProps {
  /** Announced to screen readers while loading. Default "Loading". */
  label?: string;
  /** Site logo shown above the spinner. */
  logoSrc?: string;
  /** Covers the page (default) or sits in the flow. */
  fullScreen?: boolean;
}

/** The loading screen: a spinner with a polite status message. */
export function Preloader({ label = 'Loading', logoSrc, fullScreen = true }: PreloaderProps) {
  return (
    <div
      className={cx('pf-preloader', !fullScreen && 'pf-preloader--inline')}
      role="status"
      aria-live="polite"
    >
      <div className="pf-preloader__inner">
        {logoSrc && <img className="pf-preloader__logo" src={logoSrc} alt="" />}
        <div className="pf-preloader__spinner" aria-hidden="true" />
        <span className="pf-sr-only">{label}</span>
      </div>
    </div>
  );
}
