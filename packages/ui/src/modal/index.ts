export { ModalHost, LOGIN_MODAL_ID, SIGNIN_MODAL_ID } from './modal-host';
export type { ModalHostProps, OpenModal } from './modal-host';
export { ErrorModal, ERROR_MODAL_ID } from './error-modal';
export type { ErrorModalProps } from './error-modal';
