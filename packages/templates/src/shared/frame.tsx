import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';

/** Id of every template's `<main>`, the skip link's target. */
export const mainId = 'main';

export interface TemplateFrameProps {
  /** The sportsbook lobby's strip (`pf-frame--strip`, `lobby-strip.css`). */
  strip?: boolean;
  /** Game controls at a finger's size on every page (`pf-touch-games`, `touch-games.css`). */
  touchGames?: boolean;
  children: ReactNode;
}

/**
 * The shell every template's page sits in, `pf-frame`, with the skip link first. The template
 * sets the frame's variables (`--pf-frame-*`, `--pf-skip-*`, `--pf-focus-*`, `--pf-main-*`) and
 * its own arrangement on it.
 */
export function TemplateFrame({ strip = false, touchGames = false, children }: TemplateFrameProps) {
  const { t } = useTranslation();
  const className = ['pf-frame', strip && 'pf-frame--strip', touchGames && 'pf-touch-games']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <a className="pf-skip" href={`#${mainId}`}>
        {t('skipToContent')}
      </a>
      {children}
    </div>
  );
}

/** The page, `pf-main`: the skip link's target, focusable so following the link moves the focus here. */
export function FrameMain({ children }: { children: ReactNode }) {
  return (
    <main id={mainId} tabIndex={-1} className="pf-main">
      {children}
    </main>
  );
}
