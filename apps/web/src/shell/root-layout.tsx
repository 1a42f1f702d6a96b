import type { LanguageCode } from '@playfront/core/contract';
import { liveChatImageUrl } from '@playfront/core/site';
import type { LayoutState } from '@playfront/core/store';
import { selectLayout, useAppSelector } from '@playfront/core/store';
import type { TemplateRecipe } from '@playfront/templates/registry';
import { TemplateLayout } from '@playfront/templates/registry';
import { LiveChatButton } from '@playfront/ui/live-chat';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../route-table';
import { DefaultLayout } from './default-layout';
import { LanguageProvider, useAnnouncementModal, useHydrated } from '@playfront/ui/site';
import { useAttribution } from './attribution';
import { useLiveChat } from './live-chat';
import { Overlays, RealityCheck } from './overlays';

export interface RootLayoutProps {
  template: TemplateRecipe | null;
  defaultLanguage: LanguageCode;
  /** The server wrote this page's head tags: the client keeps them until the first navigation. */
  serverHead: boolean;
}

const SiteUnavailable = lazy(() => import('./site-unavailable'));

const ClientHead = lazy(() => import('./client-head'));

/**
 * Head tags of the current page. The server writes the first page's tags; the client takes the
 * head over at the first navigation, or once it has rendered a page the server did not.
 */
function Head({ serverHead }: { serverHead: boolean }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const hydrated = useHydrated();
  if (!hydrated || (serverHead && key === firstKey)) return null;
  return (
    <Suspense fallback={null}>
      <ClientHead />
    </Suspense>
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

function Page({ template }: { template: TemplateRecipe | null }) {
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  if (template && meta?.layout !== 'default')
    return (
      <TemplateLayout recipe={template}>
        <Outlet />
      </TemplateLayout>
    );
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/**
 * Everything around the pages: maintenance replaces the whole site; a refused theme shows its
 * error; otherwise the route's layout (or the template's) with head tags, modals, toasts and chat.
 */
export function RootLayout({ template, defaultLanguage, serverHead }: RootLayoutProps) {
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
      <Head serverHead={serverHead} />
      <Page template={template} />
      <Overlays />
      <RealityCheck />
      <SiteEffects />
      <LiveChat chat={layout.live_chat} />
    </LanguageProvider>
  );
}
