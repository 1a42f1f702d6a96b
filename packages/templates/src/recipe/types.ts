import type { Palette, Shape, TemplateId, ThemeColor } from '@playfront/core/theme';
import type { Part } from './part';

/** The five colour variants of a template, named as core's theme manifest names them. */
export type Palettes<Id extends TemplateId = TemplateId> = Id extends TemplateId
  ? Readonly<Record<ThemeColor<Id>, Palette>>
  : never;

/**
 * Values of the shared recipes' variables (`--pf-<recipe>-<name>`, each read with a token role
 * as its fallback), set on the template's root (`[data-template]`) beside its tokens.
 */
export type RecipeVars = Readonly<Partial<Record<`--pf-${string}`, string>>>;

/** A template's tokens: what `paletteCss` writes for it. */
export interface TemplateTokens<Id extends TemplateId = TemplateId> {
  /** The five colour variants, keyed by the theme's colour names (the manifest's, first the default). */
  readonly palettes: Palettes<Id>;
  /** Radii, shadow and fonts shared by the template's variants. */
  readonly shape: Shape;
  /**
   * The recipes' variables the template sets: at every width, and from a min-width up
   * (`{ 1024: { … } }`).
   */
  readonly vars?: { readonly base?: RecipeVars; readonly [minWidth: number]: RecipeVars };
}

/**
 * A template as data: its tokens (palettes, shape, variables), the layout it frames every page
 * with and the home it shows, each a shared composition with the template's options; the art that
 * is its own travels in those options as components, its stylesheet beside its recipe.
 */
export interface TemplateRecipe<Id extends TemplateId = TemplateId> {
  readonly id: Id;
  /**
   * The template's tokens, a module of their own: the server writes their CSS into every page, so
   * a browser loads them only where no server did (`applyTheme`).
   */
  readonly tokens: () => Promise<TemplateTokens<Id>>;
  /** Header, navigation and footer around every page (`TemplateLayout` draws it). */
  readonly layout: Part;
  /** The home page and its sections in order (`TemplateHome` draws it). */
  readonly home: Part;
}
