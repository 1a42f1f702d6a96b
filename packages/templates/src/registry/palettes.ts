import { tokenDeclarations } from '@playfront/core/theme';
import type { TemplateModule } from './types';

/** CSS for all five variants: a colour switch is then only a `data-color` change. */
export function paletteCss(template: TemplateModule): string {
  const scope = `[data-template="${template.id}"]`;
  const variants = Object.entries(template.palettes).map(
    ([color, palette]) => `${scope}[data-color="${color}"]{${tokenDeclarations(palette)}}`,
  );
  return [
    `${scope}{${tokenDeclarations(Object.values(template.palettes)[0]!, template.shape)}}`,
    ...variants,
  ].join('\n');
}

/** Selects the template and colour on <html> and installs the template's token CSS once. */
export function applyTheme(
  template: TemplateModule,
  color: string,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  root.dataset.template = template.id;
  root.dataset.color = color;
  const id = `pf-tokens-${template.id}`;
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = paletteCss(template);
  doc.head.append(style);
}
