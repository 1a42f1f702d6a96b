// The deposit flow on its own: /deposit and the provider's return to /deposit-result load none of
// the histories, withdrawal, cash-out or bank screens the wallet area holds.
export { Deposit } from '../wallet/deposit';
export { DepositResult } from '../wallet/deposit-result';
