import type { TemplateModule } from '@playfront/templates/registry';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-table';

type ScreenRoute = Pick<RouteObject, 'element' | 'lazy'>;

/** The screen of each route: the template's own (home) or a lazily loaded one from @playfront/ui. */
export function screenFor(meta: RouteMeta, template: TemplateModule | null): ScreenRoute {
  if (meta.path === '/' && template) {
    const Home = template.Home;
    return { element: <Home /> };
  }
  return {};
}
