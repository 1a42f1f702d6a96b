import { useGetBetLinesQuery } from '@playfront/core/api';
import type { BetLineRecord } from '@playfront/core/contract';
import { dateLocale } from '@playfront/core/site';
import type { BetPick } from '@playfront/core/sports';
import { teamNameLanguages } from '@playfront/core/sports';
import { useLanguage } from '../site/language';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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

/** The site's upcoming matches with what the page needs to print them in its language. */
export function useMatches() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isLoading } = useGetBetLinesQuery();
  return useMemo(() => {
    const locale = dateLocale(language);
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const odds = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const pickLabels: Record<BetPick, string> = {
      home: t('home_team'),
      away: t('away_team'),
      draw: t('draw'),
      over: t('over'),
      under: t('under'),
      odd: t('odd'),
      even: t('even'),
    };
    const matches = groupByMatch(data?.value ?? []);
    return {
      matches,
      leagues: [...new Set(matches.map((m) => m.first.league))],
      loading: isLoading,
      lang: teamNameLanguages[language],
      pickLabels,
      kickoff: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? '' : when.format(date);
      },
      odds: (value: number) => odds.format(value),
    };
  }, [data, isLoading, language, t]);
}
