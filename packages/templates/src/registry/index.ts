export { availableTemplates, loadTemplate } from './registry';
export { applyTheme, paletteCss } from './palettes';
export type { TemplateModule } from './types';
