import { useGetSeoQuery } from '@playfront/core/api';
import type { LanguageCode } from '@playfront/core/contract';
import { errorText } from '@playfront/core/errors';
import { splitLanguagePrefix } from '@playfront/core/i18n';
import { seoPageName } from '@playfront/core/seo';
import { liveChatImageUrl } from '@playfront/core/site';
import type { LayoutState } from '@playfront/core/store';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import type { TemplateModule } from '@playfront/templates/registry';
import { ErrorPage } from '@playfront/ui/error-page';
import { LiveChatButton } from '@playfront/ui/live-chat';
import { MaintenanceScreen } from '@playfront/ui/status';
import { useEffect } from 'react';
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

const themeErrorKeys = {
  'Invalid theme code': 'invalidThemeCode',
  'Invalid theme color': 'invalidThemeColor',
} as const;

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
  const { t } = useTranslation();
  const layout = useAppSelector(selectLayout);
  // Marks the page as the browser's (hydrated or rendered), for tools that wait until it reacts.
  useEffect(() => {
    document.documentElement.dataset.pfReady = '';
  }, []);

  if (layout.status === 'maintenance') {
    return (
      <MaintenanceScreen
        title={t('maintenanceTitle')}
        message={t('maintenanceBody')}
        windowLabel=""
        {...(layout.maintenance?.start_date ? { startDate: layout.maintenance.start_date } : {})}
        {...(layout.maintenance?.end_date ? { endDate: layout.maintenance.end_date } : {})}
      />
    );
  }
  if (layout.status === 'error' || !template) {
    const key = layout.themeError ? themeErrorKeys[layout.themeError] : undefined;
    // A failed startup stores a key such as internalServerError: the player reads its text.
    // Without a template (its chunk failed) the message is the operator's notice, not an error.
    const failure =
      layout.status === 'error' && layout.message
        ? errorText(layout.message, (k) => t(k as 'startupFailed', { defaultValue: k }))
        : t('startupFailed');
    return (
      <main>
        <ErrorPage statusCode={500} message={key ? t(key) : failure} backLabel={t('back')} />
      </main>
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
