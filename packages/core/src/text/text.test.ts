import { describe, expect, it } from 'vitest';
import { escapeXml, initialsOf } from './index';

describe('initialsOf', () => {
  it.each([
    ['Manila Kings', 'MK'],
    ['lucky manila casino', 'LM'],
    ['  Harbour   Bets ', 'HB'],
    ['Solo', 'S'],
    ['', ''],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('escapeXml', () => {
  it('escapes what would end a text or a quoted attribute, and leaves the rest', () => {
    expect(escapeXml(`Tom & Jerry's <"Bets">`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;&quot;Bets&quot;&gt;',
    );
    expect(escapeXml('Lucky Manila 88')).toBe('Lucky Manila 88');
  });
});
