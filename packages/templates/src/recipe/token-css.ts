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
 * The template's token CSS: a colour's palette, its shape and its recipe variables on
 * `[data-template]`, its controls' look and the variables it sets from a min-width up.
 *
 * With `color` (one of its own), that colour alone: a page the server draws is its site's, whose
 * colour never changes under it, so the other four palettes would be bytes every page carries for
 * nothing. Without, the default colour (core's manifest names it) on `[data-template]` and every
 * colour on `[data-color]`, so a colour switch (Storybook's) is then only a `data-color` change.
 */
export async function paletteCss(template: TemplateRecipe, color?: string): Promise<string> {
  const { palettes, shape, vars = {}, controls } = await template.tokens();
  const scope = `[data-template="${template.id}"]`;
  const { base, ...widths } = vars;
  const colors: Readonly<Record<string, Palette>> = palettes;
  const only = Object.entries(colors).find(([name]) => name === color)?.[1];
  const root = only ?? colors[defaultColor(template.id)]!;
  return [
    `${scope}{${tokenDeclarations(root, shape)}${declarations(base)}}`,
    ...(only
      ? []
      : Object.entries(colors).map(
          ([name, palette]) => `${scope}[data-color="${name}"]{${tokenDeclarations(palette)}}`,
        )),
    ...controlRules(scope, controls),
    ...Object.entries(widths).map(
      ([px, values]) => `@media (min-width:${px}px){${scope}{${declarations(values)}}}`,
    ),
  ].join('\n');
}
