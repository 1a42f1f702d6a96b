import { useGetBetLinesQuery } from '@playfront/core/api';
import type { BetLineRecord } from '@playfront/core/contract';
import { betLabels, teamNameLanguage } from '@playfront/core/sports';
import { useFormatOdds } from '../odds/format-odds';
import { useLanguage } from '../site/language';
import { useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';

/** One match and its lines, in the order the server sent them. */
export interface Match {
  id: string;
  first: BetLineRecord;
  lines: BetLineRecord[];
}

/** Groups lines by match_id, keeping the order of first appearance. */
export function groupByMatch(lines: readonly BetLineRecord[]): Match[] {
  const matches = new Map<string, Match>();
  for (const line of lines) {
    const match = matches.get(line.match_id);
    if (match) match.lines.push(line);
    else matches.set(line.match_id, { id: line.match_id, first: line, lines: [line] });
  }
  return [...matches.values()];
}

/** The site's upcoming matches with what the page needs to print them in its language and odds format. */
export function useMatches() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isLoading } = useGetBetLinesQuery();
  const odds = useFormatOdds();
  return useMemo(() => {
    const labels = betLabels((key) => t(key as never));
    const matches = groupByMatch(data?.value ?? []);
    return {
      matches,
      leagues: [...new Set(matches.map((m) => m.first.league))],
      loading: isLoading,
      lang: teamNameLanguage(language),
      pickLabels: labels.picks,
      typeLabels: labels.types,
      /** A decimal price in the player's odds format. */
      odds,
    };
  }, [data, isLoading, language, t, odds]);
}
