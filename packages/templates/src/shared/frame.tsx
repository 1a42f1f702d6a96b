import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Id of every template's `<main>`, the skip link's target. */
export const mainId = 'main';

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The shell every template's page sits in, with the skip link first. `className` is the
 * template's shell class, where it sets the frame's variables (`--pf-frame-*`, `--pf-skip-*`,
 * `--pf-focus-*`, `--pf-main-*`) and its own arrangement.
 */
export function TemplateFrame({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={cx('pf-frame', className)}>
      <a className="pf-skip" href={`#${mainId}`}>
        {t('skipToContent')}
      </a>
      {children}
    </div>
  );
}

/** The page: the skip link's target, focusable so following the link moves the focus here. */
export function FrameMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={mainId} tabIndex={-1} className={cx('pf-main', className)}>
      {children}
    </main>
  );
}
