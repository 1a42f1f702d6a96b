import type { LanguageCode, Site, StartupResponse } from '@playfront/core/contract';
import { isFilled } from '@playfront/core/i18n';
import { resolveTheme } from '@playfront/core/theme';
import type { TemplateId, ThemeResolution } from '@playfront/core/theme';
import type { ForwardedHeaders, OperatorClient } from './operator';

/** What a page needs to know of the site its host names, from the backend's startup answer. */
export interface SiteLookup {
  /** The startup answer; null when the backend gave none (down, slow, malformed). */
  startup: StartupResponse | null;
  site: Site | undefined;
  /** The domain's default language: its pages have no language prefix. */
  defaultLanguage: LanguageCode;
  theme: ThemeResolution | undefined;
  maintenance: boolean;
  /** The backend has no site for this host. */
  unknown: boolean;
}

/**
 * Looks up the site of a host (the startup answer, kept by the operator client per host) and
 * checks its theme once, for the `templates` this build carries: the page renders with that answer.
 */
export async function lookupSite(
  backend: OperatorClient,
  domain: string,
  forward: ForwardedHeaders,
  templates?: readonly TemplateId[],
): Promise<SiteLookup> {
  const startup = await backend.startup(domain, forward);
  const site = startup?.statusCode === 1 ? startup.site : undefined;
  return {
    startup,
    site,
    defaultLanguage: startup?.language && isFilled(startup.language) ? startup.language : 'EN',
    theme: site ? resolveTheme(site.theme_code, site.theme_color, templates) : undefined,
    maintenance: startup?.maintenance?.is_maintenance === true,
    unknown: startup?.statusCode !== 1 && startup?.statusMessage === 'unknownDomain',
  };
}
