import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Dialog from './lazy-dialog';

export interface SheetProps {
  /**
   * The template's class prefix and the panel's name: `<prefix>-overlay`, `<prefix>-<part>`. A
   * `sheet` rises from the bottom; any other part is a drawer from the start edge.
   */
  prefix: string;
  part: string;
  /** More classes of the panel. */
  className?: string;
  /** Between the panel's name and `head` / `title`: `__` (BEM) or `-`. */
  separator: '__' | '-';
  /** The opening button: its class, accessible name where its content has none, content. */
  triggerClassName: string;
  triggerLabel?: string;
  trigger: ReactNode;
  /** The panel's title. Default: Menu. */
  title?: string;
  /** The closing button's class (default `pf-btn <prefix>-btn pf-btn--icon`) and glyph. */
  closeClassName?: string;
  close: ReactNode;
  /** The panel's content; `close` closes it (after a link is followed). */
  children: (close: () => void) => ReactNode;
}

/**
 * A drawer or bottom sheet behind a button, on Radix's dialog: focus stays inside while it is
 * open, Esc and the close button close it, and focus goes back to the button. The shared
 * `pf-overlay` / `pf-drawer` rules (`frame.css`) place it; the template's classes set its
 * `--pf-drawer-*` variables and decoration.
 */
export function Sheet({
  prefix: p,
  part,
  className,
  separator,
  triggerClassName,
  triggerLabel,
  trigger,
  title,
  closeClassName = `pf-btn ${p}-btn pf-btn--icon`,
  close,
  children,
}: SheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = `${p}-${part}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={`pf-overlay ${p}-overlay`} />
        <Dialog.Content
          className={['pf-drawer', part === 'sheet' && 'pf-drawer--bottom', panel, className]
            .filter(Boolean)
            .join(' ')}
          aria-describedby={undefined}
        >
          <div className={`pf-drawer__head ${panel}${separator}head`}>
            <Dialog.Title className={`pf-drawer__title ${panel}${separator}title`}>
              {title ?? t('menu')}
            </Dialog.Title>
            <Dialog.Close className={closeClassName} aria-label={t('closeMenu')}>
              {close}
            </Dialog.Close>
          </div>
          {children(() => setOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
