import type { Palette, Shape, TemplateId } from '@playfront/core/theme';
import type { ComponentType, ReactNode } from 'react';

/** What every template chunk exports. */
export interface TemplateModule {
  readonly id: TemplateId;
  /** The five colour variants, keyed by the theme_color names of core's manifest. */
  readonly palettes: Readonly<Record<string, Palette>>;
  /** Radii, shadow and fonts shared by the template's variants. */
  readonly shape: Shape;
  /** Header, navigation and footer around every page of the template; reads the site from the store. */
  readonly Layout: ComponentType<{ children: ReactNode }>;
  /** The template's home page composition. */
  readonly Home: ComponentType;
}
