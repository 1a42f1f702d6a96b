import type { ComponentProps, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import * as Dialog from './lazy-dialog';

/** A button's props as its frame draws it: its classes, its content, its name where that has none. */
type ButtonProps = Pick<ComponentProps<'button'>, 'className' | 'aria-label' | 'children'>;

export interface SheetProps {
  /** A bottom sheet (`pf-drawer--bottom`) rather than a drawer from the start edge. */
  bottom?: boolean;
  /** The frame's kind of panel, a modifier of `pf-drawer` (`app`, `strip`). */
  variant?: 'app' | 'strip';
  /** The opening button. */
  trigger: ButtonProps;
  /** The panel's title. Default: Menu. */
  title?: string;
  /** The closing button (its name is Close menu). */
  close: Omit<ButtonProps, 'aria-label'>;
  /** The panel's content; `close` closes it (after a link is followed). */
  children: (close: () => void) => ReactNode;
}

/**
 * A drawer or bottom sheet behind a button, on Radix's dialog: focus stays inside while it is
 * open, Esc and the close button close it, and focus goes back to the button. Its parts are
 * `pf-overlay`, `pf-drawer`, `pf-drawer__head` and `pf-drawer__title`: the shared rules
 * (`frame.css`) place them, the template sets their `--pf-drawer-*` variables and decoration.
 */
export function Sheet({ bottom = false, variant, trigger, title, close, children }: SheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = ['pf-drawer', bottom && 'pf-drawer--bottom', variant && `pf-drawer--${variant}`]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...trigger} />
      <Dialog.Portal>
        <Dialog.Overlay className="pf-overlay" />
        <Dialog.Content className={panel} aria-describedby={undefined}>
          <div className="pf-drawer__head">
            <Dialog.Title className="pf-drawer__title">{title ?? t('menu')}</Dialog.Title>
            <Dialog.Close {...close} aria-label={t('closeMenu')} />
          </div>
          {children(() => setOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
