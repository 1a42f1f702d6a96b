import type { LanguageCode } from '@playfront/core/contract';
import {
  filledLanguages,
  isFilled,
  LANGUAGE_COOKIE,
  languageRedirect,
  localizedPath,
  readCookie,
  splitLanguagePrefix,
} from '@playfront/core/i18n';
import type { AppStore } from '@playfront/core/store';
import { openModal } from '@playfront/core/store';
import type { TemplateRecipe } from '@playfront/templates/registry';
import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteMeta } from './route-table';
import { routeTable } from './route-table';
import { screenFor } from './screens';
import { runMiddleware } from './shell/guards';
import { RootLayout } from './shell/root-layout';

// The error pages load only when a page needs one (`resolveLazyRoutes` loads a 404 before hydrating).
const errorPages = () => import('./shell/route-error');
const RouteError = lazy(async () => ({ default: (await errorPages()).RouteError }));

/** What the language redirect reads of the visitor: the browser's, or on the server the request's. */
export interface VisitorHints {
  /** The Cookie header / document.cookie. */
  cookies(): string;
  /** Accept-Language / navigator.languages, most wanted first. */
  languages(): readonly string[];
}

export interface ShellContext {
  store: AppStore;
  template: TemplateRecipe | null;
  defaultLanguage: LanguageCode;
  visitor: VisitorHints;
  /** The server rendered the page and wrote its head tags. */
  serverHead: boolean;
}

/** The visitor as the browser sees it. */
export const browserVisitor: VisitorHints = {
  cookies: () => document.cookie,
  languages: () => navigator.languages,
};

/**
 * Runs before a page renders: the language redirect (path prefix, cookie, browser, fallback),
 * then the route's middleware.
 */
function guard({ store, defaultLanguage, visitor }: ShellContext, meta: RouteMeta) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = languageRedirect({
      pathname: url.pathname,
      cookie: readCookie(visitor.cookies(), LANGUAGE_COOKIE),
      browserLanguages: visitor.languages(),
      fallback: defaultLanguage,
      search: url.search,
      hash: url.hash,
    });
    if (to) return redirect(to);
    const language = splitLanguagePrefix(url.pathname).language ?? defaultLanguage;
    const local = (path: string) => localizedPath(path, language, defaultLanguage);
    const { session, layout } = store.getState();
    const result = runMiddleware({
      route: meta,
      isAuthenticated: session.isAuthenticated,
      templateId: layout.template,
      requested: `${url.pathname}${url.search}`,
      home: local('/'),
      loginPath: local('/login'),
    });
    if (result.action === 'render') return null;
    if (result.modal) {
      const id = result.modal;
      setTimeout(() => store.dispatch(openModal({ id })), result.delayMs);
    }
    return redirect(result.to);
  };
}

/** One route per path of the table, under `/` and under each other language's prefix. */
export function buildRoutes(context: ShellContext): RouteObject[] {
  const unprefixed = isFilled(context.defaultLanguage) ? context.defaultLanguage : 'EN';
  const prefixes = [
    '/',
    ...filledLanguages.filter((l) => l.code !== unprefixed).map((l) => `/${l.prefix}`),
  ];
  const pages = (): RouteObject[] => [
    ...routeTable.map((meta) => ({
      ...(meta.path === '/' ? { index: true } : { path: meta.path.slice(1) }),
      handle: meta,
      loader: guard(context, meta),
      ...screenFor(meta, context.template),
    })),
    {
      path: '*',
      lazy: async () => ({ Component: (await errorPages()).NotFound }),
    },
  ];
  const errorElement = (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
  return [
    {
      element: (
        <RootLayout
          template={context.template}
          defaultLanguage={context.defaultLanguage}
          serverHead={context.serverHead}
        />
      ),
      errorElement,
      children: prefixes.map((path) => ({ path, errorElement, children: pages() })),
    },
  ];
}

/**
 * The routes `pathname` can match: the root with only the branch of its language prefix (a third
 * of the table), so the screens of a page can be found before the router exists without matching
 * every page under every prefix, which the router then does once more. Prefixes compare without
 * case, as the router's matching does.
 */
export function prefixBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  const [root, ...others] = routes;
  if (!root || root.index || others.length) return routes;
  const path = pathname.toLowerCase();
  const branches = root.children ?? [];
  const branch =
    branches.find((c) => c.path !== '/' && (path === c.path || path.startsWith(`${c.path}/`))) ??
    branches.find((c) => c.path === '/');
  return branch ? [{ ...root, children: [branch] }] : routes;
}
