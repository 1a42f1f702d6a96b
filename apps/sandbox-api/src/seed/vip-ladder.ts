import type { VipLevel } from '@playfront/core/contract';

/** A VIP level with the deposit and turnover (cents) that reach it. */
export interface VipRung {
  level: number;
  name: string;
  deposit: number;
  turnover: number;
}

const amount = (cents: number): number => Math.round(cents) / 100;

/**
 * The VIP answer's ladder: the player's own level first, with this cycle's deposit and turnover
 * (cents), then the rest of the ladder above it, each with the level that follows.
 */
export function vipLadder(
  levels: readonly VipRung[],
  player: { vipLevel: number; cycleDeposit: number; cycleTurnover: number },
): VipLevel[] {
  const start = Math.max(
    0,
    levels.findIndex((l) => l.level === player.vipLevel),
  );
  return levels.slice(start).map((current, i) => {
    const next = levels[start + i + 1] ?? current;
    return {
      starting_deposit: amount(current.deposit),
      cycle_deposit: i === 0 ? amount(player.cycleDeposit) : 0,
      deposit_next: amount(next.deposit),
      starting_turnover: amount(current.turnover),
      cycle_turnover: i === 0 ? amount(player.cycleTurnover) : 0,
      turnover_next: amount(next.turnover),
      vip_name: current.name,
      vip_name_next: next.name,
    };
  });
}
