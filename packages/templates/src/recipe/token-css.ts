import { defaultColor, tokenDeclarations } from '@playfront/core/theme';
import type { Palette } from '@playfront/core/theme';
import type { ButtonVars, ControlLook, TemplateRecipe } from './types';

const declarations = (vars: Readonly<Record<string, string>> = {}) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/**
 * The controls' look, at no weight (`:where`): any rule of the template's stylesheet on a button or
 * icon wins over it, wherever the page puts the tokens.
 */
function controlRules(
  scope: string,
  { button, buttonAlso = [], iconButton, textButton, icon, homeGameCard }: ControlLook = {},
): string[] {
  const buttons = ['pf-template-btn', ...buttonAlso].map((name) => `.${name}`).join(',');
  // After the buttons' rule, at the same no weight, so an icon or text button's own values win.
  const over = (name: string, vars: ButtonVars | undefined) =>
    vars ? `:where(${scope} .${name}){${declarations(vars)}}` : '';
  return [
    button ? `:where(${scope} :is(${buttons})){${declarations(button)}}` : '',
    over('pf-icon-btn', iconButton),
    over('pf-text-btn', textButton),
    icon ? `:where(${scope} .pf-template-icon){${declarations(icon)}}` : '',
    homeGameCard ? `:where(${scope} .pf-home .pf-game-card){${declarations(homeGameCard)}}` : '',
  ].filter(Boolean);
}

/**
 * The template's token CSS: its default colour's palette (core's manifest names it), its shape
 * and its recipe variables on `[data-template]`, every colour on `[data-color]` (a colour switch
 * is then only a `data-color` change), its controls' look and the variables it sets from a
 * min-width up.
 */
export async function paletteCss(template: TemplateRecipe): Promise<string> {
  const { palettes, shape, vars = {}, controls } = await template.tokens();
  const scope = `[data-template="${template.id}"]`;
  const { base, ...widths } = vars;
  const colors: Readonly<Record<string, Palette>> = palettes;
  return [
    `${scope}{${tokenDeclarations(colors[defaultColor(template.id)]!, shape)}${declarations(base)}}`,
    ...Object.entries(colors).map(
      ([color, palette]) => `${scope}[data-color="${color}"]{${tokenDeclarations(palette)}}`,
    ),
    ...controlRules(scope, controls),
    ...Object.entries(widths).map(
      ([px, values]) => `@media (min-width:${px}px){${scope}{${declarations(values)}}}`,
    ),
  ].join('\n');
}
