import type { TemplateId } from '@playfront/core/theme';
import type { TemplateModule } from './types';

type Loader = () => Promise<{ default: TemplateModule }>;

/** One dynamic import per template: bundlers emit one chunk each, loaded only when chosen. */
const loaders: Partial<Record<TemplateId, Loader>> = {
  template1: () => import('../template1'),
};

export const availableTemplates = Object.keys(loaders) as TemplateId[];

export async function loadTemplate(id: TemplateId): Promise<TemplateModule> {
  const loader = loaders[id];
  if (!loader) throw new Error(`Template ${id} is not available`);
  const module = await loader();
  return module.default;
}
