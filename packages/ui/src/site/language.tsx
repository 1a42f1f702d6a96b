import type { LanguageCode } from '@playfront/core/contract';
import {
  isFilled,
  languageByCode,
  languageCookie,
  localizedPath,
  splitLanguagePrefix,
  targetLanguage,
  useTranslation,
} from '@playfront/core/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface LanguageContextValue {
  /** The page's language. */
  language: LanguageCode;
  /** The domain's default language: its pages have no prefix. */
  defaultLanguage: LanguageCode;
  /** A site path in the current language (`/slots` -> `/cn/slots`). */
  localize: (path: string) => string;
  /** The language setter: stores the cookie and lands on the same page in the new language. */
  setLanguage: (language: LanguageCode) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs <LanguageProvider>');
  return value;
}

/** Keeps i18next and `<html lang>` on the language of the path after every route change. */
export function LanguageProvider({
  defaultLanguage,
  cookieKey,
  children,
}: {
  defaultLanguage: LanguageCode;
  cookieKey?: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const home = isFilled(defaultLanguage) ? defaultLanguage : 'EN';
  const language = splitLanguagePrefix(pathname).language ?? home;

  useEffect(() => {
    // Against the language a change under way heads for: a page left before its texts arrived
    // must not switch the next page to them when they do.
    if (targetLanguage(i18n) !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = languageByCode(language).htmlLang;
  }, [i18n, language]);

  const localize = useCallback(
    (path: string) => localizedPath(path, language, defaultLanguage),
    [language, defaultLanguage],
  );

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      document.cookie = languageCookie(next, {
        ...(cookieKey ? { key: cookieKey } : {}),
        crossOrigin: window.top !== window.self,
      });
      void navigate(`${localizedPath(pathname, next, defaultLanguage)}${search}${hash}`);
    },
    [cookieKey, navigate, pathname, search, hash, defaultLanguage],
  );

  const value = useMemo(
    () => ({ language, defaultLanguage, localize, setLanguage }),
    [language, defaultLanguage, localize, setLanguage],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
