import './status.css';

export interface MaintenanceScreenProps {
  /** Heading. Default "Under maintenance". */
  title?: string;
  /** Explanation. Default "We are improving the site. Please check back soon." */
  message?: string;
  /** Start of the window as sent by the server (maintenance.start_date). */
  startDate?: string;
  /** End of the window (maintenance.end_date). */
  endDate?: string;
  /** Text before the window. Default "Scheduled:". */
  windowLabel?: string;
  /** Site logo URL. */
  logoSrc?: string;
  /** Site name, the logo's text alternative. Default "". */
  siteName?: string;
}

/** The maintenance layout's screen: it replaces everything else while the site is down. */
export function MaintenanceScreen({
  title = 'Under maintenance',
  message = 'We are improving the site. Please check back soon.',
  startDate,
  endDate,
  windowLabel = 'Scheduled:',
  logoSrc,
  siteName = '',
}: MaintenanceScreenProps) {
  const span = [startDate, endDate].filter(Boolean).join(' – ');
  return (
    <main className="pf-maintenance" aria-labelledby="pf-maintenance-title">
      <div className="pf-maintenance__card">
        {logoSrc && <img className="pf-maintenance__logo" src={logoSrc} alt={siteName} />}
        <h1 id="pf-maintenance-title" className="pf-maintenance__title">
          {title}
        </h1>
        <p className="pf-maintenance__message">{message}</p>
        {span && (
          <p className="pf-maintenance__window">
            {windowLabel} {span}
          </p>
        )}
      </div>
    </main>
  );
}
