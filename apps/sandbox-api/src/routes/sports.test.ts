import { betLine } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import { SITE, startSandbox } from '../testing/harness';

const NOW = new Date('2025-03-01T08:30:00Z');

let h: Harness;
beforeAll(async () => {
  h = await startSandbox({ now: () => NOW });
});
afterAll(() => h.close());

const betLines = async (body: unknown = SITE) => await h.ok('/api/product/get_bet_lines', body);
/** The day's pre-match lines, without the in-play schedule's. */
const preMatch = async () =>
  ((await betLines()).value ?? []).filter((l) => l.in_play === undefined);

describe('POST /api/product/get_bet_lines', () => {
  it('answers lines that cover every bet type of the contract', async () => {
    const lines = (await betLines()).value ?? [];
    const types = new Set(lines.map((l) => l.bet_type));
    expect([...types].sort()).toEqual([...betLine.shape.bet_type.options].sort());
    expect(new Set(lines.map((l) => l.home_away))).toEqual(new Set([1, 2, 3]));
  });

  it('groups lines by match: one league, kick-off and pair of teams per match_id', async () => {
    const lines = (await betLines()).value ?? [];
    const matches = new Map<string, string>();
    for (const line of lines) {
      const key = [line.league, line.kickoff, line.home_team_name, line.away_team_name].join('|');
      expect(matches.get(line.match_id) ?? key).toBe(key);
      matches.set(line.match_id, key);
      expect(line.home_team_name).not.toBe(line.away_team_name);
      expect(line.odds).toBeGreaterThan(1);
    }
    expect(new Set((await preMatch()).map((l) => l.match_id)).size).toBe(6);
  });

  it('kicks off tomorrow from 12:00 UTC, as ISO date-times', async () => {
    const kickoffs = [...new Set((await preMatch()).map((l) => l.kickoff))];
    expect(kickoffs[0]).toBe('2025-03-02T12:00:00.000Z');
    for (const kickoff of kickoffs) expect(Date.parse(kickoff)).toBeGreaterThan(NOW.getTime());
  });

  it('names teams in English, Filipino and Chinese, leaving one match to the fallback', async () => {
    const lines = (await betLines()).value ?? [];
    expect(lines[0]).toMatchObject({
      home_team_name: 'Manila Kings',
      home_name_en: 'Manila Kings',
      home_name_php: 'Mga Hari ng Maynila',
      home_name_cn: '马尼拉国王',
      away_name_cn: '宿务鲨鱼',
    });
    const plain = (await preMatch()).filter((l) => l.home_name_cn === undefined);
    expect(plain.length).toBeGreaterThan(0);
    expect(new Set(plain.map((l) => l.match_id)).size).toBe(1);
  });

  it('answers the same lines every time on the same day', async () => {
    expect(await betLines()).toEqual(await betLines());
  });

  it('refuses an unknown domain and a body without domain_name', async () => {
    await h.refused(
      '/api/product/get_bet_lines',
      { domain_name: 'nope.example', external_id: '' },
      'unknownDomain',
      404,
    );
    await h.refused('/api/product/get_bet_lines', { external_id: '' }, 'invalidRequest', 400);
  });
});
