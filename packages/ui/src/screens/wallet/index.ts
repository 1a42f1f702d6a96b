export { AddBank } from './add-bank';
export { BankDetails } from './bank-details';
export { BetHistory } from './bet-history';
export { Statement } from './statement';
export { TransactionHistory } from './transaction-history';
export { Withdrawal } from './withdrawal';
