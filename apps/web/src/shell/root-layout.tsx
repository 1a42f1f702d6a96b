import { useGetSeoQuery } from '@playfront/core/api';
import type { LanguageCode } from '@playfront/core/contract';
import { splitLanguagePrefix } from '@playfront/core/i18n';
import { seoPageName } from '@playfront/core/seo';
import { liveChatImageUrl } from '@playfront/core/site';
import type { LayoutState } from '@playfront/core/store';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import type { TemplateModule } from '@playfront/templates/registry';
import { LiveChatButton } from '@playfront/ui/live-chat';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../route-table';
import { DefaultLayout } from './default-layout';
import {
  LanguageProvider,
  useAnnouncementModal,
  useHydrated,
  useLanguage,
} from '@playfront/ui/site';
import { useAttribution } from './attribution';
import { useLiveChat } from './live-chat';
import { PageHead } from './page-head';
import { Overlays, RealityCheck } from './overlays';

export interface RootLayoutProps {
  template: TemplateModule | null;
  defaultLanguage: LanguageCode;
}

const SiteUnavailable = lazy(() => import('./site-unavailable'));

/**
 * Head tags of the current page from its SEO record, in the page's language. The server writes
 * the first page's tags itself; the client takes the head over once it has hydrated.
 */
function Head() {
  return useHydrated() ? <ClientHead /> : null;
}

function ClientHead() {
  const { pathname } = useLocation();
  const { language, defaultLanguage } = useLanguage();
  const site = useAppSelector((s) => s.layout.site);
  const { t } = useTranslation();
  const { rest } = splitLanguagePrefix(pathname);
  const { data } = useGetSeoQuery({ page_name: seoPageName(rest) });
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  return (
    <PageHead
      origin={window.location.origin}
      pathname={pathname}
      language={language}
      defaultLanguage={defaultLanguage}
      site={site ?? undefined}
      seo={data?.value}
      fallbackTitle={meta ? t(meta.titleKey as 'home') : undefined}
    />
  );
}

function LiveChat({ chat }: { chat: LayoutState['live_chat'] }) {
  const { t } = useTranslation();
  const { ready, open } = useLiveChat(chat?.chat_id);
  if (!chat?.chat_id) return null;
  return (
    <LiveChatButton
      ready={ready}
      onOpen={open}
      label={t('liveChat')}
      imageSrc={liveChatImageUrl(chat.image_id)}
      floating
    />
  );
}

/** What every route of a running site does once it is the browser's: attribution, announcement. */
function SiteEffects() {
  useAttribution();
  useAnnouncementModal();
  return null;
}

function Page({ template }: { template: TemplateModule | null }) {
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const useTemplateLayout = template && meta?.layout !== 'default';
  const Layout = useTemplateLayout ? template.Layout : DefaultLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * Everything around the pages: maintenance replaces the whole site; a refused theme shows its
 * error; otherwise the route's layout (or the template's) with head tags, modals, toasts and chat.
 */
export function RootLayout({ template, defaultLanguage }: RootLayoutProps) {
  const layout = useAppSelector(selectLayout);
  // Marks the page as the browser's (hydrated or rendered), for tools that wait until it reacts.
  useEffect(() => {
    document.documentElement.dataset.pfReady = '';
  }, []);

  if (layout.status === 'maintenance' || layout.status === 'error' || !template) {
    return (
      <Suspense fallback={null}>
        <SiteUnavailable layout={layout} />
      </Suspense>
    );
  }
  return (
    <LanguageProvider defaultLanguage={defaultLanguage}>
      <Head />
      <Page template={template} />
      <Overlays />
      <RealityCheck />
      <SiteEffects />
      <LiveChat chat={layout.live_chat} />
    </LanguageProvider>
  );
}
