import type { Palette, Shape, TemplateId, ThemeColor } from '@playfront/core/theme';
import type { Part } from './part';

/** The five colour variants of a template, named as core's theme manifest names them. */
export type Palettes<Id extends TemplateId = TemplateId> = Id extends TemplateId
  ? Readonly<Record<ThemeColor<Id>, Palette>>
  : never;

/**
 * The frame's variables (`frame.css`): the shell, the skip link, the page, and the drawer and its
 * overlay (set on the root, they reach the drawer where it is portalled out of the shell).
 */
type FrameVar =
  | '--pf-frame-bg'
  | '--pf-frame-display'
  | '--pf-frame-overflow'
  | `--pf-skip-${'inset' | 'padding' | 'radius' | 'bg' | 'color' | 'weight'}`
  | `--pf-main-${'width' | 'padding'}`
  | '--pf-overlay-bg'
  | `--pf-drawer-${'inset' | 'display' | 'gap' | 'width' | 'max-height' | 'padding' | 'radius' | 'bg' | 'shadow' | 'motion' | 'from'}`
  | `--pf-drawer-title-${'size' | 'color' | 'font' | 'weight' | 'tracking' | 'case'}`;

/** The header's and footer's variables (`blocks.css`, `header-row.css`). */
type HeaderVar =
  | `--pf-brand-${'color' | 'font' | 'size' | 'weight' | 'end'}`
  | `--pf-footer-${'gap' | 'link' | 'link-decoration' | 'heading-font' | 'focus' | 'copy'}`
  | `--pf-footer-${'width' | 'margin' | 'padding' | 'rule' | 'bg' | 'color' | 'size' | 'align' | 'justify' | 'radius'}`
  | `--pf-footer-${'area' | 'columns' | 'align-items' | 'copy-column'}`;

/** The home's categories and providers (`blocks.css`): the list, a category's link, a provider's tile. */
type BlockVar =
  | `--pf-categories-${'display' | 'columns' | 'gap'}`
  | `--pf-category-${'display' | 'direction' | 'align' | 'justify' | 'gap' | 'height' | 'padding' | 'border' | 'radius' | 'bg' | 'font' | 'size' | 'weight' | 'tracking' | 'leading' | 'text-align' | 'case'}`
  | `--pf-provider-${'flex' | 'width' | 'padding' | 'border' | 'radius' | 'bg'}`;

/** The sportsbook lobby's variables (`lobby-strip.css`): what its top bar shows at the template's width. */
type StripVar =
  `--pf-strip-${'burger' | 'account' | 'balance' | 'nav' | 'topbar-padding' | 'footer-padding' | 'footer-columns'}`;

/** The lobby's section links (`lobby-nav.css`). */
type LobbyVar = `--pf-lobby-link-${'gap' | 'padding'}`;

/**
 * The lobby frame's look outside the strip (`lobby-nav.css`), templates 1 and 4: the header's
 * place, rule, ground and shadow, the top bar's padding and gap, where the drawer's button and
 * Log out show, and the links under the pointer and the current one.
 */
type LobbyLookVar =
  | `--pf-lobby-header-${'position' | 'top' | 'layer' | 'rule' | 'bg' | 'shadow'}`
  | `--pf-lobby-topbar-${'padding' | 'gap'}`
  | `--pf-lobby-${'burger' | 'out'}-display`
  | '--pf-lobby-link-hover'
  | `--pf-lobby-current-${'bg' | 'color'}`;

/** The app frame's variables (`app-layout.css`). */
type AppVar = '--pf-app-balance';

/** The tab-bar frame's variables (`tab-bar.css`). */
type TabsVar =
  | `--pf-tabs-${'inset' | 'padding'}`
  | `--pf-tab-${'height' | 'color' | 'account-gap'}`
  | `--pf-tab-sheet-link-${'padding' | 'border'}`
  | `--pf-account-panel-${'border' | 'radius' | 'bg' | 'shadow'}`;

/** The drawer frame's variables (`drawer-layout.css`). */
type BarVar =
  | `--pf-bar-logo-${'color' | 'font' | 'size' | 'weight' | 'tracking' | 'height'}`
  | `--pf-bar-panel-${'offset' | 'layer' | 'width' | 'padding' | 'bg'}`
  | `--pf-bar-links-${'end' | 'padding' | 'rule'}`
  | `--pf-bar-${'gap' | 'nav' | 'nav-justify' | 'wide' | 'burger' | 'list-gap'}`
  | `--pf-bar-link-${'padding' | 'radius' | 'weight' | 'hover'}`
  | `--pf-bar-current-${'bg' | 'color'}`;

/**
 * The drawer frame's header bar, its row and the cells of its logo, search, account and
 * categories, its account menu's box, its links, the balance line, the drawer's column, the hero's title and text, the home's game
 * rows (`drawer-layout.css`) and the announcements' strip's box (`loop-ticker.css`), in the
 * frame's layer: unset, each is what the part shows unstyled.
 */
type DrawerFrameVar =
  | `--pf-bar-top-${'position' | 'inset' | 'layer' | 'display' | 'columns' | 'align' | 'gap' | 'padding' | 'rule' | 'bg' | 'shadow'}`
  | `--pf-bar-row-${'display' | 'columns' | 'align' | 'gap' | 'padding'}`
  | `--pf-bar-drawer-nav-${'display' | 'gap'}`
  | `--pf-balance-${'display' | 'padding' | 'border' | 'rule' | 'radius' | 'bg' | 'size' | 'leading' | 'align'}`
  | `--pf-balance-label-${'size' | 'tracking' | 'case'}`
  | `--pf-balance-value-${'color' | 'font' | 'size' | 'weight' | 'tracking' | 'wrap'}`
  | `--pf-hero-text-${'width' | 'size'}`
  | '--pf-hero-actions-justify'
  | `--pf-bar-logo-${'column' | 'end' | 'leading' | 'case'}`
  | `--pf-bar-search-${'area' | 'justify'}`
  | `--pf-bar-account-${'column' | 'justify' | 'wrap'}`
  | `--pf-bar-nav-${'end' | 'padding'}`
  | `--pf-bar-panel-${'border' | 'rule' | 'radius' | 'shadow'}`
  | `--pf-bar-link-${'rule' | 'edge' | 'font' | 'size' | 'tracking' | 'case'}`
  | `--pf-hero-title-${'size' | 'leading'}`
  | `--pf-game-rows-${'display' | 'gap' | 'min'}`
  | `--pf-loop-${'border' | 'rule' | 'radius' | 'font' | 'size'}`;

/** The home's variables (`drawer-layout.css`, `panel-home.css`, `marquee.css`, `ticker.css`, `loop-ticker.css`, `logo-tiles.css`, `bar-home.css`). */
type HomeVar =
  | '--pf-home-gap'
  | '--pf-hero-actions-gap'
  | `--pf-home-heading-${'weight' | 'tracking' | 'case' | 'leading' | 'size' | 'end'}`
  | '--pf-bar-head-align'
  | '--pf-more-weight'
  | `--pf-home-categories${'' | '-gap'}`
  | `--pf-panel-home-${'gap' | 'section-gap' | 'side-columns' | 'side-gap' | 'tile-min' | 'tiles-gap'}`
  | `--pf-panel-home-heading-${'size' | 'weight' | 'tracking' | 'case'}`
  | `--pf-marquee-${'height' | 'gap' | 'end' | 'duration' | 'still-gap'}`
  | `--pf-ticker-${'gap' | 'duration' | 'from' | 'still-gap' | 'still-padding'}`
  | `--pf-loop-${'align' | 'gap' | 'padding' | 'duration' | 'still-gap'}`
  | `--pf-logo-tile-${'border' | 'radius' | 'img-height'}`
  | '--pf-logo-tiles-gap'
  | `--pf-logo-row-${'gap' | 'logo-width' | 'logo-height'}`;

/**
 * The tab-bar templates' variables (`tab-bar.css`, `tab-home.css`): the room and places the tab
 * bar takes on the phone and gives back at the desktop width, and the panel hero's sizes.
 */
type TabHomeVar =
  | `--pf-tabs-${'display' | 'space' | 'chat-bottom'}`
  | `--pf-${'account-menu' | 'tab-out' | 'tab-nav'}-display`
  | '--pf-hero-image-min'
  | '--pf-panel-home-hero-columns';

/**
 * The sportsbook and app templates' variables (templates 11 to 15): the running ticker's surface
 * (`ticker.css`); the strip's header, section row, section links and drawer's edge
 * (`lobby-strip.css`); the logo's tracking and case in the strip and the app bar; the board's
 * matches, their picks and its no-matches line (`match-board.css`); and the app frame's bar,
 * column, side panel and tab bar (`app-layout.css`).
 */
type SportsVar =
  | `--pf-ticker-${'padding' | 'border' | 'radius' | 'bg' | 'shadow'}`
  | `--pf-brand-${'tracking' | 'case'}`
  | `--pf-board-status-${'padding' | 'border' | 'radius'}`
  | `--pf-matches-${'columns' | 'margin'}`
  | `--pf-strip-nav-${'wrap' | 'justify' | 'overflow'}`
  | '--pf-strip-drawer-rule'
  | `--pf-strip-header-${'position' | 'rule' | 'bg' | 'filter'}`
  | `--pf-strip-link-${'size' | 'weight' | 'tracking' | 'case'}`
  | `--pf-pick-${'display' | 'gap' | 'padding' | 'border' | 'radius' | 'bg' | 'align'}`
  | `--pf-pick-label-${'color' | 'size' | 'wrap'}`
  | `--pf-app-bar-${'rule' | 'bg' | 'width' | 'margin' | 'padding'}`
  | `--pf-app-frame-${'display' | 'columns' | 'gap' | 'width' | 'margin' | 'padding'}`
  | `--pf-app-panel-${'position' | 'top' | 'display' | 'gap' | 'content' | 'align' | 'justify' | 'width' | 'max-height' | 'margin' | 'padding' | 'overflow' | 'rule' | 'radius' | 'bg' | 'shadow'}`
  | `--pf-app-tabbar-${'left' | 'display' | 'width' | 'shift'}`;

/**
 * The look of the panel homes' parts (`panel-home.css`: the template's panel, the welcome's box,
 * title and text, the headings, the category tiles, the top 10's panel) and of the marquee's bar
 * (`marquee.css`), templates 1 to 5; unset, each part is as it shows unstyled.
 */
type PanelVar =
  | `--pf-panel-${'border' | 'radius' | 'bg' | 'shadow'}`
  | `--pf-panel-home-copy-${'align' | 'justify' | 'gap' | 'padding' | 'bg' | 'text-align'}`
  | `--pf-panel-home-title-${'font' | 'size' | 'weight' | 'tracking' | 'leading' | 'case'}`
  | `--pf-panel-home-text-${'width' | 'color' | 'style'}`
  | `--pf-panel-home-heading-${'display' | 'align' | 'gap' | 'text-align'}`
  | `--pf-panel-home-tile-${'direction' | 'justify' | 'gap' | 'height' | 'ratio' | 'padding' | 'border' | 'bg' | 'font' | 'weight' | 'tracking' | 'text-align'}`
  | '--pf-panel-home-top10-padding'
  | `--pf-marquee-${'padding' | 'border' | 'border-block' | 'border-start' | 'radius' | 'bg' | 'shadow' | 'color' | 'font'}`;

/**
 * The tab-bar frame's look (`tab-bar.css`), templates 2, 3 and 5: the bar, the header (its place,
 * box, rule and ground), the header's top row, the navigation's list and links.
 */
type TabLookVar =
  | `--pf-tabs-${'rule' | 'radius' | 'bg' | 'shadow'}`
  | `--pf-tab-header-${'position' | 'top' | 'layer' | 'display' | 'columns' | 'align' | 'gap' | 'padding' | 'rule' | 'bg' | 'shadow'}`
  | `--pf-tab-top-${'display' | 'wrap' | 'align' | 'justify' | 'gap' | 'padding'}`
  | `--pf-tab-list-${'display' | 'wrap' | 'justify' | 'gap' | 'padding'}`
  | `--pf-tab-link-${'display' | 'gap' | 'padding' | 'border' | 'radius' | 'bg' | 'font' | 'size' | 'weight' | 'tracking' | 'case'}`;

/**
 * The look of parts templates 11 to 15 restyled in their own stylesheets: the banners, the home's
 * columns and the sections' titles (`sports-home.css`); the categories' row, a category under the
 * pointer and its glyph, the copyright's margin and the game rows' wrapper (`blocks.css`); the frame's text size,
 * the page's column and the headings (`frame.css`); the scrolling row's gap (`presets.css`); the
 * sports hero, the board's head and its bet lines (`match-board.css`); the strip's section links
 * (`lobby-strip.css`); the still announcements and the running ones' gap, rule and style
 * (`ticker.css`); the account menu, the side panel's links and the providers' list
 * (`app-layout.css`).
 */
type SportsLookVar =
  | `--pf-banners-${'columns' | 'auto-columns' | 'flow' | 'gap' | 'margin' | 'padding' | 'overflow' | 'rule' | 'snap' | 'snap-align'}`
  | `--pf-banner-${'position' | 'display' | 'gap' | 'overflow' | 'radius' | 'shadow' | 'hover-decoration'}`
  | `--pf-banner-label-${'inset' | 'width' | 'max' | 'padding' | 'radius' | 'bg' | 'size' | 'weight' | 'tracking' | 'case'}`
  | `--pf-categories-${'padding' | 'overflow'}`
  | `--pf-category-${'wrap' | 'hover-border' | 'hover-decoration' | 'icon-color'}`
  | '--pf-frame-size'
  | '--pf-footer-copy-margin'
  | `--pf-hero-text-${'margin' | 'color'}`
  | '--pf-strip-link-rule'
  | `--pf-strip-current-${'rule' | 'color' | 'decoration' | 'offset'}`
  | `--pf-heading-${'font' | 'weight' | 'tracking' | 'case'}`
  | `--pf-news-${'padding' | 'rule' | 'bg'}`
  | `--pf-app-menu-${'display' | 'rule' | 'edge' | 'divider'}`
  | `--pf-app-menu-link-${'weight' | 'tracking' | 'case'}`
  | `--pf-home-${'column-gap' | 'columns' | 'columns-gap' | 'align'}`
  | `--pf-home-side-${'position' | 'top' | 'content' | 'space' | 'rule'}`
  | `--pf-section-title-${'margin' | 'space' | 'rule' | 'size' | 'weight' | 'case'}`
  | '--pf-board-title-margin'
  | `--pf-ticker-${'bar-gap' | 'rule' | 'style'}`
  | `--pf-app-panel-link-${'weight' | 'case'}`
  | '--pf-providers-columns'
  | `--pf-board-${'head-align' | 'more-case'}`
  | `--pf-line-${'padding' | 'radius' | 'bg'}`
  | '--pf-main-column'
  | '--pf-scroll-row-gap';

/**
 * The drawer frame's states and boxes (`drawer-layout.css`, `loop-ticker.css`): the focus ring in
 * the frame and the drawer, the drawer's rules, the logo's cell and glow, the drawer's button's
 * cell, the account pages' box, the current link's lettering and rule, the header's row of links,
 * the account menu's last link and foot, the home's column, the hero's title's colour and glow,
 * the announcements' strip's rules and lettering, the frame's grid areas, weight and leading
 * and a category under the pointer; unset, each is as it shows unstyled.
 */
type DrawerLookVar =
  | `--pf-frame-focus-${'width' | 'offset'}`
  | `--pf-drawer-rule-${'top' | 'right' | 'left'}`
  | `--pf-bar-logo-${'justify' | 'max' | 'shadow'}`
  | `--pf-bar-burger-${'column' | 'justify'}`
  | `--pf-bar-links-${'radius' | 'bg'}`
  | `--pf-bar-current-${'weight' | 'decoration' | 'offset' | 'edge'}`
  | `--pf-bar-nav-${'gap' | 'link-rule'}`
  | '--pf-bar-panel-last-rule'
  | `--pf-home-${'min' | 'width' | 'margin'}`
  | `--pf-hero-title-${'color' | 'shadow'}`
  | `--pf-loop-${'border-block' | 'weight' | 'tracking' | 'case'}`
  | '--pf-bar-panel-foot'
  | '--pf-frame-grid'
  | `--pf-${'bar-top' | 'main'}-area`
  | `--pf-frame-${'weight' | 'leading'}`
  | `--pf-category-hover-${'border' | 'bg' | 'decoration'}`;

/**
 * The tab-bar frame's states (`tab-bar.css`), templates 2, 3 and 5: the header's navigation links
 * under the pointer and the current page's, the current tab (or the open sheet's) and the current
 * sheet link; unset, each is the part's own look.
 */
type TabStateVar =
  | `--pf-tab-link-${'hover' | 'current'}-${'border' | 'color' | 'decoration' | 'offset'}`
  | `--pf-tab-link-current-${'bg' | 'shadow'}`
  | `--pf-tab-current-${'bg' | 'color'}`
  | `--pf-tab-sheet-current-${'border' | 'bg' | 'color'}`;

/**
 * The tab-bar frame's arrangement beyond its look (`tab-bar.css`), templates 2, 3 and 5: the
 * header's and navigation's grid areas, the navigation as a rail (its place, height, padding,
 * scroll, rules, ground and shadow), a chip row that scrolls sideways, the account block's place,
 * the tabs' and sheet links' corners, the tabs' and links' glyphs, and the account menu's backdrop.
 */
type TabFrameVar =
  | '--pf-tab-header-area'
  | '--pf-tab-top-position'
  | `--pf-tab-nav-${'area' | 'position' | 'top' | 'height' | 'padding' | 'overflow' | 'rule' | 'edge' | 'bg' | 'shadow'}`
  | `--pf-tab-list-${'overflow' | 'scrollbar' | 'snap'}`
  | `--pf-tab-item-${'flex' | 'snap'}`
  | `--pf-tab-link-${'wrap' | 'icon-color'}`
  | `--pf-tab-account-${'position' | 'end' | 'top' | 'layer' | 'wrap' | 'justify' | 'shift'}`
  | `--pf-tab-${'radius' | 'icon-color' | 'current-icon-color' | 'current-icon-filter'}`
  | '--pf-tab-sheet-link-radius'
  | '--pf-account-panel-backdrop';

/**
 * The lobby frame's section row and its list (`lobby-nav.css`), templates 1 and 4: whether the row
 * shows and its rule, the list's layout and box, its direction in the drawer, the links' weight.
 */
type LobbyListVar =
  | `--pf-lobby-nav-${'display' | 'rule'}`
  | `--pf-lobby-list-${'display' | 'gap' | 'width' | 'margin' | 'padding' | 'overflow'}`
  | '--pf-lobby-drawer-direction'
  | '--pf-lobby-link-weight';

/**
 * The panel homes' tiles under the pointer and the current page's, a tile's glyph, the side
 * banners' links, the panel's place and overflow (`panel-home.css`), and the marquee's lead glyph,
 * running text and still overflow (`marquee.css`), templates 1 to 5; unset, each is as it shows
 * unstyled.
 */
type PanelStateVar =
  | `--pf-panel-home-tile-current-${'border' | 'bg' | 'shadow'}`
  | `--pf-panel-home-icon-${'size' | 'padding' | 'border' | 'radius' | 'bg' | 'color' | 'filter' | 'shadow' | 'current-bg' | 'current-color'}`
  | `--pf-hero-card-link-${'margin' | 'padding' | 'bg' | 'size' | 'weight' | 'text-align'}`
  | `--pf-marquee-${'icon-color' | 'track-color' | 'track-style' | 'still-overflow'}`
  | `--pf-panel-${'position' | 'overflow'}`;

/** The round badge of a template's own art (`dot.css`): its size, ground and ink. */
type DotVar = `--pf-dot-${'size' | 'bg' | 'color'}`;

/** ui's top 10 panel (`top10-panel.css`), drawn only on the home: its edges, corners, ground and shadow. */
type Top10Var = `--pf-top10-${'border' | 'foot' | 'radius' | 'bg' | 'shadow'}`;

/** A variable of the shared recipes that a template sets on its root (each part reads it with a token role as its fallback). */
export type RecipeVar =
  | FrameVar
  | HeaderVar
  | BlockVar
  | StripVar
  | LobbyVar
  | LobbyLookVar
  | AppVar
  | TabsVar
  | BarVar
  | DrawerFrameVar
  | HomeVar
  | TabHomeVar
  | SportsVar
  | PanelVar
  | TabLookVar
  | SportsLookVar
  | DrawerLookVar
  | TabStateVar
  | PanelStateVar
  | TabFrameVar
  | LobbyListVar
  | DotVar
  | Top10Var;

/** Values of the recipes' variables, set on the template's root (`[data-template]`) beside its tokens. */
export type RecipeVars = Readonly<Partial<Record<RecipeVar, string>>>;

/** ui's button variables (`controls.css`): what a template's buttons look like. */
type ButtonVar = `--pf-btn-${
  | 'gap'
  | 'height'
  | 'padding'
  | 'border'
  | 'radius'
  | 'bg'
  | 'font'
  | 'font-size'
  | 'weight'
  | 'tracking'
  | 'case'
  | 'line-height'
  | 'wrap'
  | 'shadow'
  | 'hover-border'
  | `primary-${'border' | 'weight' | 'shadow'}`
  | 'icon-padding'
  | `big-${'height' | 'padding' | 'font-size'}`}`;

/** Values of ui's button variables. */
export type ButtonVars = Readonly<Partial<Record<ButtonVar, string>>>;

/** ui's icon variables (`controls.css`): how a template's line icons are drawn. */
type IconVar = `--pf-icon-${'size' | 'stroke' | 'cap' | 'join'}`;

/** ui's game card variables (`games.css`): its edge, bottom edge, corners, ground, shadow, padding and buttons' corners. */
type GameCardVar =
  `--pf-game-card-${'border' | 'foot' | 'radius' | 'bg' | 'shadow' | 'padding' | 'play-radius' | 'fav-radius'}`;

/**
 * The look of a template's controls: ui's variables on its buttons (`pf-template-btn`, and the
 * other ui controls it names), on its line icons (`pf-template-icon`) and on the game cards of its
 * home (the category pages keep ui's card).
 */
export interface ControlLook {
  readonly button?: ButtonVars;
  /** ui's icon and text buttons, where they take the template's button look too. */
  readonly buttonAlso?: readonly ('pf-icon-btn' | 'pf-text-btn')[];
  /** What ui's icon button (`pf-icon-btn`) sets over the buttons' look. */
  readonly iconButton?: ButtonVars;
  /** What ui's text button (`pf-text-btn`) sets over the buttons' look. */
  readonly textButton?: ButtonVars;
  readonly icon?: Readonly<Partial<Record<IconVar, string>>>;
  readonly homeGameCard?: Readonly<Partial<Record<GameCardVar, string>>>;
}

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
  /** Its buttons' and icons' look. */
  readonly controls?: ControlLook;
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
