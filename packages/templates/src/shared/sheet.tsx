import type { ReactNode } from 'react';
import * as Dialog from './lazy-dialog';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template's class prefix and the panel's name: `<prefix>-overlay`, `<prefix>-<part>`. */
  prefix: string;
  part: string;
  /** Between the panel's name and `head` / `title`: `__` (BEM) or `-`. */
  separator: '__' | '-';
  /** The opening button: its class, accessible name where its content has none, content. */
  triggerClassName: string;
  triggerLabel?: string;
  trigger: ReactNode;
  title: string;
  /** The closing button: its class, accessible name and glyph. */
  closeClassName: string;
  closeLabel: string;
  close: ReactNode;
  children: ReactNode;
}

/**
 * A drawer or bottom sheet behind a button, on Radix's dialog: focus stays inside while it is
 * open, Esc and the close button close it, and focus goes back to the button.
 */
export function Sheet({
  open,
  onOpenChange,
  prefix: p,
  part,
  separator,
  triggerClassName,
  triggerLabel,
  trigger,
  title,
  closeClassName,
  closeLabel,
  close,
  children,
}: SheetProps) {
  const panel = `${p}-${part}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={`${p}-overlay`} />
        <Dialog.Content className={panel} aria-describedby={undefined}>
          <div className={`${panel}${separator}head`}>
            <Dialog.Title className={`${panel}${separator}title`}>{title}</Dialog.Title>
            <Dialog.Close className={closeClassName} aria-label={closeLabel}>
              {close}
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
