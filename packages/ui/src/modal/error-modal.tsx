import { ModalHost } from './modal-host';

/** Id of the error modal's dialog element. */
export const ERROR_MODAL_ID = 'error-modal';

export interface ErrorModalProps {
  /** The error to show (title from errorTitle, text from the catalogue), or null when closed. */
  error: { title: string; text: string } | null;
  /** Called when the player dismisses it with OK, Esc, the backdrop or the close button. */
  onClose: () => void;
  /** Text of the dismiss button. Default "OK". */
  okLabel?: string;
  /** Name of the close button. Default "Close". */
  closeLabel?: string;
}

/** The error catalogue's modal: title, text and OK. */
export function ErrorModal({ error, onClose, okLabel, closeLabel }: ErrorModalProps) {
  return (
    <ModalHost
      open={error && { id: ERROR_MODAL_ID, title: error.title, text: error.text }}
      onClose={onClose}
      {...(okLabel ? { okLabel } : {})}
      {...(closeLabel ? { closeLabel } : {})}
    />
  );
}
