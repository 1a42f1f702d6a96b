import { defaultColor, tokenDeclarations } from '@playfront/core/theme';
import type { Palette } from '@playfront/core/theme';
import type { RecipeVars, TemplateRecipe } from './types';

const declarations = (vars: RecipeVars | undefined) =>
  vars ? Object.entries(vars).map(([name, value]) => `${name}:${value};`).join('') : '';

/**
 * The template's token CSS: its default colour's palette (core's manifest names it), its shape
 * and its recipe variables on `[data-template]`, every colour on `[data-color]` (a colour switch
 * is then only a `data-color` change) and the variables it sets from a min-width up.
 */
export function paletteCss(template: TemplateRecipe): string {
  const scope = `[data-template="${template.id}"]`;
  const { base, ...widths } = template.vars ?? {};
  const palettes: Readonly<Record<string, Palette>> = template.palettes;
  const variants = Object.entries(palettes).map(
    ([color, palette]) => `${scope}[data-color="${color}"]{${tokenDeclarations(palette)}}`,
  );
  const responsive = Object.entries(widths).map(
    ([px, vars]) => `@media (min-width:${px}px){${scope}{${declarations(vars)}}}`,
  );
  return [
    `${scope}{${tokenDeclarations(palettes[defaultColor(template.id)]!, template.shape)}${declarations(base)}}`,
    ...variants,
    ...responsive,
  ].join('\n');
}

/**
 * Selects the template and colour on <html> (the template's default colour where none is named)
 * and installs the template's token CSS once.
 */
export function applyTheme(
  template: TemplateRecipe,
  color?: string | null,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  root.dataset.template = template.id;
  root.dataset.color = color ?? defaultColor(template.id);
  const id = `pf-tokens-${template.id}`;
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = paletteCss(template);
  doc.head.append(style);
}
