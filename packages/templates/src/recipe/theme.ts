import { defaultColor } from '@playfront/core/theme';
import type { TemplateRecipe } from './types';

/**
 * Selects the template and colour on <html> (the template's default colour where none is named)
 * and installs the template's token CSS once; where the server wrote it into the page already,
 * neither the tokens nor the code that writes their CSS is loaded.
 */
export async function applyTheme(
  template: TemplateRecipe,
  color?: string | null,
  doc: Document = document,
): Promise<void> {
  const root = doc.documentElement;
  root.dataset.template = template.id;
  root.dataset.color = color ?? defaultColor(template.id);
  const id = `pf-tokens-${template.id}`;
  if (doc.getElementById(id)) return;
  // The CSS's code loads only here: a page its server drew carries the tokens already.
  const { paletteCss } = await import('./token-css');
  const css = await paletteCss(template);
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}
