import { ErrorPage } from '@playfront/ui/error-page';
import { useTranslation } from '@playfront/core/i18n';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

/** 404 'Page not found: {path}' for a path no route matches. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorPage
      statusCode={404}
      message={t('pageNotFound', { path: pathname })}
      backLabel={t('back')}
    />
  );
}

/** The error boundary: a failed render or loader becomes the generic error page, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        statusCode={404}
        message={t('pageNotFound', { path: pathname })}
        backLabel={t('back')}
      />
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Technical details stay in the console; the player gets a sentence in their language.
  const message =
    isRouteErrorResponse(error) && error.statusText ? error.statusText : t('unknownError');
  return <ErrorPage statusCode={status} message={message} backLabel={t('back')} />;
}
