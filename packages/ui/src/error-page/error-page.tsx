import { Link } from '../site/link';
import '../shared/controls.css';
import './error-page.css';

export interface ErrorPageProps {
  /** HTTP-style status shown large, e.g. 404. */
  statusCode: number;
  /** What went wrong, e.g. "Page not found: /nope". */
  message: string;
  /** Text of the link back to the home page. Default "Back". */
  backLabel?: string;
}

/** The generic error page: status code, message and a Back button to "/". */
export function ErrorPage({ statusCode, message, backLabel = 'Back' }: ErrorPageProps) {
  return (
    <section className="pf-error-page" aria-labelledby="pf-error-title">
      <p className="pf-error-page__code" aria-hidden="true">
        {statusCode}
      </p>
      <h1 id="pf-error-title" className="pf-error-page__message">
        <span className="pf-sr-only">{statusCode} </span>
        {message}
      </h1>
      <Link className="pf-error-page__back pf-focusable" to="/">
        {backLabel}
      </Link>
    </section>
  );
}
