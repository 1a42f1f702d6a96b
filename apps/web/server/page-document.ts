import { languageByCode } from '@playfront/core/i18n';
import type { LanguageCode, Site, StartupResponse } from '@playfront/core/contract';
import { buildHead, headToHtml, seoPageName } from '@playfront/core/seo';
import type { TemplateId, ThemeResolution } from '@playfront/core/theme';
import type { render as renderApp } from '../src/entry-server';
import { appColours, manifestHref } from './app-manifest';
import { mergeAssets, noAssets } from './assets';
import type { AssetIndex } from './assets';
import { renderDocument } from './document';
import { heldPageSession } from './held-session';
import type { ForwardedHeaders, OperatorClient } from './operator';
import type { HeldSession } from './session';

/** A template's token CSS in the site's colour (the renderer's `tokenCss`). */
export type TokenCss = (id: TemplateId, color: string) => Promise<string>;

/** What one request's document is written from: the site, the page asked for, the visitor. */
export interface PageDocumentInput {
  backend: OperatorClient;
  /** The built index.html, the template of every page. */
  indexHtml: string;
  assets: AssetIndex;
  /** A template's token CSS, for the pages rendered in the browser. */
  tokenCss: TokenCss | undefined;
  domain: string;
  forward: ForwardedHeaders;
  origin: string;
  pathname: string;
  /** The path without its language prefix. */
  rest: string;
  /** Whether the path is a page of the app. */
  isRoute: boolean;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  startup: StartupResponse | null;
  site: Site | undefined;
  theme: ThemeResolution | undefined;
  maintenance: boolean;
  player: HeldSession | null;
  /** This response's nonce, for a page the browser renders. */
  nonce: string;
  /** The push channel's latest event id when the page's data was read ('' when none). */
  liveFrom: string;
}

/**
 * The HTML document of a page: its head (SEO record, canonical and alternate links), analytics,
 * startup data, preloads and tokens, and the server's markup when `rendered` is a page.
 */
export async function writePageDocument(
  input: PageDocumentInput,
  rendered?: Awaited<ReturnType<typeof renderApp>>,
): Promise<string> {
  const { backend, assets, domain, forward, site, maintenance, theme, language, player } = input;
  const [seo, analytics] =
    site && !maintenance
      ? await Promise.all([
          input.isRoute
            ? backend.seo(domain, site.external_id, seoPageName(input.rest), forward)
            : null,
          backend.analytics(domain, forward),
        ])
      : [null, []];
  const page = rendered?.kind === 'page' ? rendered : undefined;
  const head = buildHead({
    origin: input.origin,
    pathname: input.pathname,
    language,
    defaultLanguage: input.defaultLanguage,
    site,
    seo,
    fallbackTitle: page?.title,
  });
  const templateId = theme?.ok && !maintenance ? theme.theme.templateId : undefined;
  // Every page of the site carries its tokens, so no browser has to load them.
  const tokens =
    page?.template ??
    (templateId && theme?.ok && input.tokenCss
      ? { id: templateId, css: await input.tokenCss(templateId, theme.color) }
      : undefined);
  return renderDocument(input.indexHtml, {
    lang: languageByCode(language).htmlLang,
    dataset: theme?.ok ? { template: theme.theme.templateId, color: theme.color } : undefined,
    head: headToHtml(head),
    // A rendered page is shared by every guest: nothing of this response goes into it.
    ...(page ? {} : { nonce: input.nonce }),
    startup: input.startup ?? undefined,
    preload: templateId
      ? mergeAssets(
          assets.template(templateId),
          player ? assets.signedIn() : noAssets,
          page?.area ? assets.area(page.area) : noAssets,
          page ? assets.messages(language, page.state.messageGroups) : noAssets,
        )
      : undefined,
    fonts: templateId ? assets.fonts(templateId) : [],
    // The same for every page of the host in this language, so a guest page's bytes stay shared.
    app: site
      ? {
          manifest: manifestHref(language, input.defaultLanguage),
          themeColor: appColours(theme).theme,
        }
      : undefined,
    analytics,
    session: page?.session ?? heldPageSession(player),
    tokens,
    liveFrom: input.liveFrom,
    ...(page ? { rendered: { html: page.html, state: page.state } } : {}),
    // A player's rendered page is theirs alone and never cached, so its stylesheets travel in it:
    // its first paint waits for no other request. A guest's page stays small and shared, its
    // stylesheets cached apart from it.
    stylesheets: page && player ? assets.stylesheet : undefined,
  });
}
