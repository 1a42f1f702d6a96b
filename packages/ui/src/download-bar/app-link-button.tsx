import { useTranslation } from '@playfront/core/i18n';
import type { AppLink } from './download-links';

/** An app's link as a primary button; `className` places it in its bar or page. */
export function AppLinkButton({ link, className }: { link: AppLink; className: string }) {
  const { t } = useTranslation();
  return (
    <a className={`pf-btn pf-btn--primary ${className}`} href={link.href} rel="noopener noreferrer">
      {t(link.label)}
    </a>
  );
}
