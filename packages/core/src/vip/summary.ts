import type { VipLevel } from '../contract';
import { VIP_PROGRESS_CAP } from '../site/constants';

/** The VIP block a player sees, derived from /api/auth/vip. */
export interface VipSummary {
  totalDeposit: number;
  /** Percent of the deposit target reached, 0..100. */
  depoProgress: number;
  totalTurnover: number;
  /** Percent of the turnover target reached, 0..100. */
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
}

/** Percent of `target` reached, capped at 100; a zero target counts as met only when something was reached. */
export function progressPercent(reached: number, target: number): number {
  if (target <= 0) return reached > 0 ? VIP_PROGRESS_CAP : 0;
  return Math.min(VIP_PROGRESS_CAP, Math.max(0, (reached / target) * 100));
}

/** The summary from the first `nextLevel` entry, or null when the list is missing or empty. */
export function vipSummary(nextLevel: readonly VipLevel[] | undefined): VipSummary | null {
  const level = nextLevel?.[0];
  if (!level) return null;
  return {
    totalDeposit: level.cycle_deposit,
    depoProgress: progressPercent(level.cycle_deposit, level.deposit_next),
    totalTurnover: level.cycle_turnover,
    toProgress: progressPercent(level.cycle_turnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
  };
}
