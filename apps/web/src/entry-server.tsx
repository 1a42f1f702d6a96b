import { Writable } from 'node:stream';
import { api, authApi, homeApi, safetyApi, seoApi, settingsApi } from '@playfront/core/api';
import type { LanguageCode, SeoRecord, StartupResponse } from '@playfront/core/contract';
import {
  createI18n,
  isFilled,
  recordMessageGroups,
  splitLanguagePrefix,
} from '@playfront/core/i18n';
import type { MessageGroup } from '@playfront/core/i18n';
import { setSanitizerWindow } from '@playfront/core/site';
import { DEFAULT_ODDS_FORMAT, readOddsFormat } from '@playfront/core/sports';
import type { SessionState } from '@playfront/core/store';
import { createStore, initialSessionState, startupResolved } from '@playfront/core/store';
import { resolveTheme } from '@playfront/core/theme';
import type { TemplateId, ThemeResolution } from '@playfront/core/theme';
import type { TemplateRecipe } from '@playfront/templates/registry';
import { availableTemplates, loadTemplate, paletteCss } from '@playfront/templates/registry';
import type { ReactNode } from 'react';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteMeta } from './route-table';
import type { VisitorHints } from './routes';
import { buildRoutes } from './routes';
import type { ScreenArea } from './screens';
import { screenArea } from './screens';
import { Providers } from './shell/providers';

// CMS bodies are sanitized where they render: on the server too, with jsdom as the sanitizer's DOM,
// so the server's HTML holds the markup the browser would make, not escaped text.
setSanitizerWindow(new JSDOM('').window);

/** The templates this build carries (all, or those `PLAYFRONT_TEMPLATES` names), for the server's theme check. */
export const templates = availableTemplates;

/** A template's token CSS in a site's colour: the server writes it into every page of the site. */
export const tokenCss = async (id: TemplateId, color: string) =>
  paletteCss(await loadTemplate(id), color);

export interface RenderRequest {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  /** The site's host name, sent to the backend as `domain_name`. */
  domain: string;
  /** Base URL of the backend the screens' calls go to. */
  apiUrl: string;
  /** The host's startup answer; null when the backend did not give one. */
  startup: StartupResponse | null;
  /**
   * The server's check of the answer's theme for the templates this build carries (`templates`):
   * the page renders with it and the theme is not checked again.
   */
  theme?: ThemeResolution;
  /** The request's Cookie header and Accept-Language, for the language redirect. */
  visitor: VisitorHints;
  /**
   * The page's SEO record as the server already has it for the head tags: kept in the store, so
   * the browser's head does not ask for it again.
   */
  seo?: { pageName: string; record: SeoRecord | null };
  /**
   * A CSP nonce for the router's hydration script. Guest pages have none: their inline scripts are
   * allowed by hash, so the page is the same bytes for every visitor.
   */
  nonce?: string;
  /** How long the first screen's calls may take before the page is sent without them. Default 1500 ms. */
  dataTimeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The signed-in player whose page this is, with the token the web server holds: the render's
   * calls carry it, the page's state never does. Absent for a guest.
   */
  player?: { token: string; accountId: string; fullName: string; email: string };
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or the status of a page the site cannot show (maintenance, a refused theme). */
      status: number;
      /** The app's markup, for inside `#root`. */
      html: string;
      /** The store as the page was rendered: the browser hydrates from it. */
      state: { layout: unknown; api: unknown; odds?: unknown; messageGroups?: MessageGroup[] };
      /** The session the page starts from: the player's, without its token, or a guest's. */
      session?: SessionState;
      language: LanguageCode;
      template?: { id: string; css: string };
      /** The screen area of the page, whose chunk and stylesheets the page preloads. */
      area?: ScreenArea;
      /** The route's name in the page's language: the title when the SEO record has none. */
      title?: string;
      /**
       * The backend ended the player's session while the page was rendered: the page must go to
       * the browser as it is, where the calls answer so and the expiry flow runs.
       */
      sessionEnded?: boolean;
      /** Where the render's time went, in ms: React's passes and the wait for the first screen's calls. */
      timing?: RenderTiming;
    };

export interface RenderTiming {
  /** Each pass of React over the page, in order. */
  passes: number[];
  /** Waiting for the calls the first screen made between passes. */
  data: number;
}

/**
 * The session a page starts from: the player's without the token the web server holds (the
 * page's calls go through that server, which adds it), or a guest's.
 */
export function pageSession(session: SessionState): SessionState {
  return {
    ...session,
    heldBy: 'server',
    token: '',
    user: { ...session.user, session_token: '' },
  };
}

/** How long one render pass may wait for lazy parts. */
const RENDER_TIMEOUT_MS = 5_000;

/** Renders a whole React tree to a string once every lazy part and Suspense boundary is ready. */
function renderToHtml(element: ReactNode, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    // A part that never finishes loading must not hold the response: React then leaves it to the browser.
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(element, {
      ...(nonce ? { nonce } : {}),
      // The page leaves whole, so nothing is gained by sending a finished Suspense part after the
      // rest (React does so for any past its first 12.8 KB): the header's balance would be drawn
      // as an empty box, then swapped in by a script up to 300 ms after the first paint, moving
      // the header and laying out the page again, and it would hydrate in a task of its own.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        // A broken component fails the page's render, not the server: the caller falls back.
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** The HTTP status of a page the site cannot show: maintenance and a failed startup are passing, a refused theme is the operator's to fix. */
function layoutStatus(layout: { status: string; themeError: string | null }): number {
  if (layout.status === 'maintenance') return 503;
  if (layout.status === 'error') return layout.themeError ? 500 : 503;
  return 200;
}

/**
 * Renders one page on the server, a guest's or a signed-in player's, with the code the browser runs: the language redirect and
 * route middleware in the route loaders, the template's layout and the route's screen, with the
 * data its first screen shows. Calls the screens start while rendering are awaited (bounded), then
 * the page renders again with their answers.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { player } = request;
  const store = createStore({
    storage: null,
    // Prices render in the visitor's odds format, kept in a cookie so this page matches the browser's.
    preloadedState: {
      odds: { format: readOddsFormat(request.visitor.cookies()) ?? DEFAULT_ODDS_FORMAT },
      // The render holds the player's token as a client would; it leaves with the page's state.
      ...(player
        ? {
            session: {
              ...initialSessionState,
              isAuthenticated: true,
              token: player.token,
              fullname: player.fullName,
              email: player.email,
              user: {
                account_id: player.accountId,
                session_token: player.token,
                full_name: player.fullName,
                contact_email: player.email,
              },
            },
          }
        : {}),
    },
    domainName: request.domain,
    apiBaseUrl: request.apiUrl,
    ...(request.fetch ? { fetch: request.fetch } : {}),
    services: { navigate: () => undefined, log: () => undefined },
  });
  const answer = request.startup;
  if (answer?.statusCode === 1) {
    const { theme_code: code, theme_color: color } = answer.site ?? {};
    const theme = request.theme ?? resolveTheme(code, color, availableTemplates);
    store.dispatch(startupResolved({ answer, theme }));
  } else {
    await store.dispatch(settingsApi.endpoints.getStartup.initiate());
  }
  if (request.seo) {
    const { pageName, record } = request.seo;
    await store.dispatch(
      seoApi.util.upsertQueryData(
        'getSeo',
        { page_name: pageName },
        { statusCode: 1, ...(record ? { value: record } : {}) },
      ),
    );
  }
  const layout = store.getState().layout;
  const defaultLanguage: LanguageCode = layout.language ?? 'EN';
  const url = new URL(request.url);
  const prefixed = splitLanguagePrefix(url.pathname).language;
  const language = prefixed ?? (isFilled(defaultLanguage) ? defaultLanguage : 'EN');

  let template: TemplateRecipe | null = null;
  if (layout.status === 'ready' && layout.template) template = await loadTemplate(layout.template);

  const i18n = await createI18n(language);
  // The browser loads the groups this render reads before it hydrates, the others later.
  const messageGroupsRead = recordMessageGroups(i18n);
  store.services.t = (key, params) => i18n.t(key, { ...params, defaultValue: key });

  const handler = createStaticHandler(
    buildRoutes({ store, template, defaultLanguage, visitor: request.visitor, serverHead: true }),
  );
  const context = await handler.query(new Request(url, { method: 'GET' }));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = () => (
    <Providers store={store} i18n={i18n}>
      <StaticRouterProvider
        router={router}
        context={context}
        {...(request.nonce ? { nonce: request.nonce } : {})}
      />
    </Providers>
  );

  const deadline = Date.now() + (request.dataTimeoutMs ?? 1500);
  // What a sign-in loads in the browser, the header's balance first, comes with the player's page;
  // so does the reality check's schedule, or its first call would load the API's schemas while the
  // page is still becoming interactive.
  if (player) {
    const fresh = { subscribe: false } as const;
    void store.dispatch(authApi.endpoints.getBalance.initiate(undefined, fresh));
    void store.dispatch(authApi.endpoints.getVip.initiate(undefined, fresh));
    void store.dispatch(homeApi.endpoints.getFavourites.initiate(undefined, fresh));
    void store.dispatch(safetyApi.endpoints.getPlaySession.initiate(undefined, fresh));
  }
  const timing: RenderTiming = { passes: [], data: 0 };
  // Each pass notes the state it started from: a call that answers while React is drawing changes
  // the store under it, and the page must hydrate from the state its markup shows.
  let drawnFrom = store.getState();
  const pass = async () => {
    const started = performance.now();
    drawnFrom = store.getState();
    const markup = await renderToHtml(app(), request.nonce);
    timing.passes.push(performance.now() - started);
    return markup;
  };
  let html = await pass();
  // Each pass may reveal calls that wait on an earlier answer; three cover the screens we have.
  for (let round = 0; round < 3; round += 1) {
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    const left = deadline - Date.now();
    if (running.length === 0 || left <= 0) break;
    const waited = performance.now();
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
    timing.data += performance.now() - waited;
    html = await pass();
  }
  // An answer that came in during the last pass: draw once more with it, so the markup, the
  // header's balance among it, and the state sent beside it agree.
  for (let extra = 0; extra < 2 && store.getState() !== drawnFrom; extra += 1) html = await pass();

  const state = drawnFrom;
  const meta = context.matches.at(-1)?.route.handle as RouteMeta | undefined;
  const tokens = template && {
    id: template.id,
    css: await paletteCss(template, layout.themeColor ?? undefined),
  };
  const area = meta ? screenArea(meta.path) : undefined;
  return {
    kind: 'page',
    status: layoutStatus(state.layout),
    html,
    state: {
      layout: state.layout,
      api: state.api,
      odds: state.odds,
      messageGroups: messageGroupsRead(),
    },
    session: pageSession(state.session),
    language,
    ...(tokens ? { template: tokens } : {}),
    ...(area ? { area } : {}),
    ...(meta ? { title: i18n.t(meta.titleKey, { defaultValue: meta.titleKey }) } : {}),
    ...(player && !state.session.isAuthenticated ? { sessionEnded: true } : {}),
    timing,
  };
}
