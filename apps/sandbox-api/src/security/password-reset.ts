import { verifyPassword } from './passwords';

/** How long a temporary password from `forgot_password` can be used. */
export const RESET_TTL_MS = 30 * 60_000;

/** Most accounts with a pending reset kept at once; the oldest goes first beyond this. */
const MAX_PENDING = 50_000;

/**
 * Temporary passwords waiting to be used, kept in memory by account (a restart drops them; the
 * player asks again). A request changes nothing about the account: its password and sessions stay
 * until someone signs in with the temporary password, so a stranger who knows an account id and
 * its phone number can send the player a message but cannot lock them out or sign them out.
 */
export class PendingResets {
  readonly #pending = new Map<number, { hash: string; expiresMs: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Keeps the hash of a new temporary password for the player, replacing an earlier one. */
  put(playerId: number, hash: string): void {
    this.#pending.delete(playerId);
    this.#pending.set(playerId, { hash, expiresMs: this.#now() + RESET_TTL_MS });
    if (this.#pending.size > MAX_PENDING) {
      const oldest = this.#pending.keys().next().value;
      if (oldest !== undefined) this.#pending.delete(oldest);
    }
  }

  /** The hash to store as the player's password when `password` is their live temporary one. */
  async match(playerId: number, password: string): Promise<string | null> {
    const entry = this.#pending.get(playerId);
    if (!entry) return null;
    if (entry.expiresMs <= this.#now()) {
      this.#pending.delete(playerId);
      return null;
    }
    return (await verifyPassword(password, entry.hash)) ? entry.hash : null;
  }

  /** Ends the player's pending reset (used, or the password changed another way). */
  drop(playerId: number): void {
    this.#pending.delete(playerId);
  }
}
