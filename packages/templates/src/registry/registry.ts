import type { TemplateId } from '@playfront/core/theme';
import type { TemplateModule } from './types';

type Loader = () => Promise<{ default: TemplateModule }>;

/** One dynamic import per template: bundlers emit one chunk each, loaded only when chosen. */
const loaders: Partial<Record<TemplateId, Loader>> = {
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

export const availableTemplates = Object.keys(loaders) as TemplateId[];

export async function loadTemplate(id: TemplateId): Promise<TemplateModule> {
  const loader = loaders[id];
  if (!loader) throw new Error(`Template ${id} is not available`);
  const module = await loader();
  return module.default;
}
