// The /account hub on its own: it draws no form, so its page loads none of the form code
// (react-hook-form, zod, the dialogs) that the account area's other screens need.
export { AccountScreen } from '../account/account-screen';
