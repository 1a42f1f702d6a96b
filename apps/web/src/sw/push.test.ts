import { describe, expect, it } from 'vitest';
import { readPush } from './push';

const origin = 'https://slot1.example.com';

describe('readPush', () => {
  it('reads the backend message with the page it is about', () => {
    const text = JSON.stringify({
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: 'PHP 250.00 is now in your balance.',
      url: '/transaction-history',
    });
    expect(readPush(text, origin)).toEqual({
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: 'PHP 250.00 is now in your balance.',
      url: '/transaction-history',
    });
  });

  it('opens only pages of this site', () => {
    const open = (url: string) => readPush(JSON.stringify({ title: 't', url }), origin)?.url;
    expect(open('https://evil.example/x')).toBe('/');
    expect(open('//evil.example/x')).toBe('/');
    expect(open(`${origin}/inbox?id=3`)).toBe('/inbox?id=3');
  });

  it('ignores what is not a message of ours', () => {
    expect(readPush('not json', origin)).toBeNull();
    expect(readPush(JSON.stringify({ body: 'no title' }), origin)).toBeNull();
    expect(readPush(undefined, origin)).toBeNull();
  });
});
