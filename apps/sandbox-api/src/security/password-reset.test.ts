import { describe, expect, it } from 'vitest';
import { PendingResets, RESET_TTL_MS } from './password-reset';
import { hashPassword } from './passwords';

describe('PendingResets', () => {
  it('matches the live temporary password only, until it expires or is dropped', async () => {
    let now = 0;
    const resets = new PendingResets(() => now);
    const hash = await hashPassword('temp2345ab');
    resets.put(7, hash);
    expect(await resets.match(7, 'temp2345ab')).toBe(hash);
    expect(await resets.match(7, 'wrong2345ab')).toBeNull();
    expect(await resets.match(8, 'temp2345ab')).toBeNull();
    resets.drop(7);
    expect(await resets.match(7, 'temp2345ab')).toBeNull();
    resets.put(7, hash);
    now += RESET_TTL_MS;
    expect(await resets.match(7, 'temp2345ab')).toBeNull();
  });

  it('keeps only the newest temporary password of an account', async () => {
    const resets = new PendingResets();
    resets.put(7, await hashPassword('first2345a'));
    resets.put(7, await hashPassword('second234a'));
    expect(await resets.match(7, 'first2345a')).toBeNull();
    expect(await resets.match(7, 'second234a')).not.toBeNull();
  });
});
