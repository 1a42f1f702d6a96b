import { useGetBetLinesQuery } from '@playfront/core/api';
import type { BetLineRecord } from '@playfront/core/contract';
import { dateLocale } from '@playfront/core/site';
import { betLabels, teamNameLanguage } from '@playfront/core/sports';
import { useFormatOdds } from '../odds/format-odds';
import { useHydrated } from '../shared/hydrated';
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

/** Kick-off formatters by locale and zone: the first one built loads the locale's date data. */
const kickoffFormats = new Map<string, Intl.DateTimeFormat>();

/** Date, time and zone of a kick-off (`Mar 2, 2025, 12:00 PM UTC`); the player's zone when none is given. */
function kickoffFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = kickoffFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    kickoffFormats.set(key, format);
  }
  return format;
}

/**
 * The site's upcoming matches with what the page needs to print them in its language and odds
 * format. Kick-off times name their zone: UTC on the server and while the page hydrates (the
 * server cannot know the player's zone), the player's own from the render after.
 */
export function useMatches() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, isLoading } = useGetBetLinesQuery();
  const odds = useFormatOdds();
  const hydrated = useHydrated();
  return useMemo(() => {
    const when = kickoffFormat(dateLocale(language), hydrated ? undefined : 'UTC');
    const labels = betLabels((key) => t(key as never));
    const matches = groupByMatch(data?.value ?? []);
    return {
      matches,
      leagues: [...new Set(matches.map((m) => m.first.league))],
      loading: isLoading,
      lang: teamNameLanguage(language),
      pickLabels: labels.picks,
      typeLabels: labels.types,
      kickoff: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? '' : when.format(date);
      },
      /** A decimal price in the player's odds format. */
      odds,
    };
  }, [data, isLoading, language, t, odds, hydrated]);
}
