import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import '../shared/raised.css';
import './modal.css';

/** The modal to show: its id becomes the dialog element's id (`loginmodal`, `modal-signin`). */
export interface OpenModal {
  id: string;
  title?: string;
  text?: string;
}

/** Ids templates open their login modals with. */
export const LOGIN_MODAL_ID = 'loginmodal';
export const SIGNIN_MODAL_ID = 'modal-signin';

export interface ModalHostProps {
  /** The one open modal, or null; a new value replaces the previous modal. */
  open: OpenModal | null;
  /** Called on Esc, backdrop click, the close button or the default body's OK. */
  onClose: () => void;
  /** Body for a modal id; without it, or when it returns null, the title, text and an OK button show. */
  render?: (id: string, modal: OpenModal) => ReactNode;
  /** Name of the close button. Default "Close". */
  closeLabel?: string;
  /** Text of the default body's button. Default "OK". */
  okLabel?: string;
}

/**
 * Shows at most one modal: focus moves in and is trapped, Esc and the backdrop close
 * it, and focus returns to where it was before the first modal opened.
 */
export function ModalHost({
  open,
  onClose,
  render,
  closeLabel = 'Close',
  okLabel = 'OK',
}: ModalHostProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const current = useRef(open);
  useEffect(() => {
    current.current = open;
  });

  const rememberFocus = () => {
    // Only the first modal of a chain records where focus was; replacements keep it.
    if (!wasOpen.current) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    wasOpen.current = true;
  };

  // Radix reports a close after the next modal mounted; only a real close returns focus.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (current.current) return;
    wasOpen.current = false;
    returnTo.current?.focus();
  };

  return (
    <Dialog.Root open={open !== null} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className="pf-modal__overlay" />
          <Dialog.Content
            key={open.id}
            id={open.id}
            className="pf-raised pf-modal"
            onOpenAutoFocus={rememberFocus}
            onCloseAutoFocus={restoreFocus}
            {...(open.text ? {} : { 'aria-describedby': undefined })}
          >
            <Dialog.Title className="pf-modal__title">{open.title ?? open.id}</Dialog.Title>
            {open.text && (
              <Dialog.Description className="pf-modal__text">{open.text}</Dialog.Description>
            )}
            {render?.(open.id, open) ?? (
              <div className="pf-modal__actions">
                <button type="button" className="pf-btn pf-btn--primary" onClick={onClose}>
                  {okLabel}
                </button>
              </div>
            )}
            <Dialog.Close className="pf-btn pf-btn--ghost pf-modal__close" aria-label={closeLabel}>
              <Icon name="close" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
