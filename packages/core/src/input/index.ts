export {
  allowsAlphaKey,
  allowsDigitKey,
  allowsKey,
  filterText,
  FIRST_FILTERED_CODE,
} from './keypress';
export type { KeyFilter } from './keypress';
export {
  checkDialogInput,
  isValidEmail,
  isValidUrl,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
} from './dialog-checks';
export type { DialogCheck } from './dialog-checks';
