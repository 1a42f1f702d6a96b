import type { TemplateId } from '@playfront/core/theme';
import type { TemplateRecipe } from '../recipe/types';
import { loaders } from './loaders';

/** The templates this build carries. */
export const availableTemplates = Object.keys(loaders) as TemplateId[];

export async function loadTemplate(id: TemplateId): Promise<TemplateRecipe> {
  const loader = loaders[id];
  if (!loader) throw new Error(`Template ${id} is not available`);
  const module = await loader();
  return module.default;
}
