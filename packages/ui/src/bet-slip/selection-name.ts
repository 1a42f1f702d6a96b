import type { BetLineRecord } from '@playfront/core/contract';
import { betPick, teamName, teamNameLanguage } from '@playfront/core/sports';
import { useCallback } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useLanguage } from '../site/language';

/** What a selection backs, in the page language: "Manila Kings to win", "Over 2.5", "Draw". */
export function useSelectionName(): (line: BetLineRecord) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lang = teamNameLanguage(language);
  return useCallback(
    (line) => {
      const pick = betPick(line.bet_type, line.home_away);
      const criteria =
        line.criteria1 === null || line.criteria1 === undefined ? '' : String(line.criteria1);
      let name: string;
      if (pick === 'home' || pick === 'away') {
        const team = teamName(line, pick, lang);
        name = criteria ? team : t('betSlip_teamToWin', { team });
      } else {
        name = pick ? t(pick) : line.bet_type;
      }
      return criteria ? t('betSlip_pickAtLine', { pick: name, line: criteria }) : name;
    },
    [t, lang],
  );
}

/** "Home vs Away" of a selection's match, in the page language. */
export function useMatchName(): (line: BetLineRecord) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lang = teamNameLanguage(language);
  return useCallback(
    (line) =>
      `${teamName(line, 'home', lang)} ${t('games_versus')} ${teamName(line, 'away', lang)}`,
    [t, lang],
  );
}
