export { BalanceBonus, BalanceChip } from './balance-chip';
export type { BalanceChipProps } from './balance-chip';
export { VipProgress, clampPercent } from './vip-progress';
export type { VipProgressProps } from './vip-progress';
