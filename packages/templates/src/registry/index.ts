export { availableTemplates, loadTemplate } from './registry';
export { applyTheme } from '../recipe/theme';
export { preloadSignedInAccount } from '../shared/signed-in-loader';
export { paletteCss } from '../recipe/token-css';
export { TemplateHome, TemplateLayout } from '../recipe/template';
export type {
  ButtonVars,
  ControlLook,
  Palettes,
  RecipeVar,
  RecipeVars,
  TemplateRecipe,
  TemplateTokens,
} from '../recipe/types';
export type { Part } from '../recipe/part';
