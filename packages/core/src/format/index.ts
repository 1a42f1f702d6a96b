export { formatNumber, roundDecimalString, MAX_DECIMALS } from './number';
export { formatMoney } from './money';
