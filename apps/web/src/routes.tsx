import type { TemplateId } from '@playfront/core/theme';
import { applyTheme, loadTemplate } from '@playfront/templates/registry';
import type { TemplateModule } from '@playfront/templates/registry';
import { ErrorPage } from '@playfront/ui/error-page';
import type { RouteObject } from 'react-router';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';

const siteName = 'Playfront';
const templateId: TemplateId = 'template1';

async function templateLoader(): Promise<TemplateModule> {
  const template = await loadTemplate(templateId);
  applyTheme(template, Object.keys(template.palettes)[0]!);
  return template;
}

/** The template loaded by the shell route; modules hold components, so no serialisation applies. */
function useTemplate(): TemplateModule {
  return useRouteLoaderData('shell') as TemplateModule;
}

function Shell() {
  const { Layout } = useTemplate();
  return (
    <Layout siteName={siteName}>
      <Outlet />
    </Layout>
  );
}

function HomeRoute() {
  const { Home } = useTemplate();
  return <Home siteName={siteName} />;
}

function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage statusCode={404} message={`Page not found: ${pathname}`} />;
}

export const routes: RouteObject[] = [
  {
    id: 'shell',
    path: '/',
    loader: templateLoader,
    element: <Shell />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
