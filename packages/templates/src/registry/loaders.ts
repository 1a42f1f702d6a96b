import type { TemplateId } from '@playfront/core/theme';
import type { TemplateRecipe } from '../recipe/types';

export type Loader = () => Promise<{ default: TemplateRecipe }>;

/**
 * One dynamic import per template: bundlers emit one chunk each, loaded only when chosen. A build
 * of some templates alone (the web app's `PLAYFRONT_TEMPLATES`) replaces this module with the
 * lines of those templates.
 */
export const loaders: Partial<Record<TemplateId, Loader>> = {
  template1: () => import('../template1'),
  template2: () => import('../template2'),
  template3: () => import('../template3'),
  template4: () => import('../template4'),
  template5: () => import('../template5'),
  template6: () => import('../template6'),
  template7: () => import('../template7'),
  template8: () => import('../template8'),
  template9: () => import('../template9'),
  template10: () => import('../template10'),
  template13: () => import('../template13'),
  template11: () => import('../template11'),
  template14: () => import('../template14'),
  template12: () => import('../template12'),
  template15: () => import('../template15'),
};
