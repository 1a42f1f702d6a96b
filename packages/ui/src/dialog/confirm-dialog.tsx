import type { DialogCheck } from '@playfront/core/input';
import {
  checkDialogInput,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
} from '@playfront/core/input';
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { TextField } from '../form-field/text-field';
import '../shared/controls.css';
import '../shared/raised.css';
import '../modal/modal.css';
import './dialog.css';

/** Delay before focus returns to the opener after the dialog closes. */
export const FOCUS_RESTORE_DELAY_MS = 100;

/** How the dialog was closed, with the input's value when confirmed. */
export type DialogResult =
  { action: 'confirm'; value?: string } | { action: 'deny' } | { action: 'cancel' };

export interface ConfirmDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  title: string;
  text?: string;
  /** Called once when the player confirms, denies or cancels (Esc and the backdrop cancel). */
  onResult: (result: DialogResult) => void;
  /** Text of the confirm button. Default "OK". */
  confirmLabel?: string;
  /** Text of the deny button; shown when `showDeny`. Default "No". */
  denyLabel?: string;
  /** Text of the cancel button; shown when `showCancel`. Default "Cancel". */
  cancelLabel?: string;
  /** Shows the deny button. Default false. */
  showDeny?: boolean;
  /** Shows the cancel button. Default true. */
  showCancel?: boolean;
  /** An input to fill in before confirming, optionally checked as an email or URL. */
  input?: {
    label: string;
    validate?: DialogCheck;
    defaultValue?: string;
    type?: 'text' | 'email' | 'url';
  };
  /** Message for a bad email. Default "Invalid email address". */
  invalidEmailMessage?: string;
  /** Message for a bad URL. Default "Invalid URL". */
  invalidUrlMessage?: string;
}

/** A confirm / deny / cancel dialog; focus returns to the opener 100 ms after it closes. */
export function ConfirmDialog({
  open,
  title,
  text,
  onResult,
  confirmLabel = 'OK',
  denyLabel = 'No',
  cancelLabel = 'Cancel',
  showDeny = false,
  showCancel = true,
  input,
  invalidEmailMessage = INVALID_EMAIL_MESSAGE,
  invalidUrlMessage = INVALID_URL_MESSAGE,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [value, setValue] = useState(input?.defaultValue ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input?.validate) {
      const problem = checkDialogInput(input.validate, value);
      if (problem) {
        setError(input.validate === 'email' ? invalidEmailMessage : invalidUrlMessage);
        return;
      }
    }
    onResult(input ? { action: 'confirm', value: value.trim() } : { action: 'confirm' });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onResult({ action: 'cancel' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="pf-modal__overlay" />
        <Dialog.Content
          className="pf-raised pf-modal"
          role="alertdialog"
          {...(text ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
            setError(undefined);
            setValue(input?.defaultValue ?? '');
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current;
            setTimeout(() => target?.focus(), FOCUS_RESTORE_DELAY_MS);
          }}
        >
          <Dialog.Title className="pf-modal__title">{title}</Dialog.Title>
          {text && <Dialog.Description className="pf-modal__text">{text}</Dialog.Description>}
          <form method="post" onSubmit={submit} noValidate className="pf-dialog__form">
            {input && (
              <TextField
                label={input.label}
                type={
                  input.type ??
                  (input.validate === 'email' ? 'email' : input.validate === 'url' ? 'url' : 'text')
                }
                value={value}
                error={error}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(undefined);
                }}
              />
            )}
            <div className="pf-modal__actions">
              {showCancel && (
                <button
                  type="button"
                  className="pf-btn"
                  onClick={() => onResult({ action: 'cancel' })}
                >
                  {cancelLabel}
                </button>
              )}
              {showDeny && (
                <button
                  type="button"
                  className="pf-btn"
                  onClick={() => onResult({ action: 'deny' })}
                >
                  {denyLabel}
                </button>
              )}
              <button type="submit" className="pf-btn pf-btn--primary">
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
