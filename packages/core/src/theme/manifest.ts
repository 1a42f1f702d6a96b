/** The 15 template ids; templates implement exactly these. */
export const templateIds = [
  'template1',
  'template2',
  'template3',
  'template4',
  'template5',
  'template6',
  'template7',
  'template8',
  'template9',
  'template10',
  'template11',
  'template12',
  'template13',
  'template14',
  'template15',
] as const;

export type TemplateId = (typeof templateIds)[number];

/** How a template signs players in: its own page, the `#loginmodal` modal, or the `modal-signin` modal. */
export type LoginMode = 'page' | 'loginmodal' | 'modal-signin';

export interface ThemeEntry {
  /** Operator-facing code sent by /api/startup as `site.theme_code`. */
  readonly themeCode: string;
  readonly templateId: TemplateId;
  /** `slot` templates lead with casino games, `sportsbook` ones with sports. */
  readonly kind: 'slot' | 'sportsbook';
  /** The five `theme_color` values this theme accepts; the first is the default. */
  readonly colors: readonly [string, string, string, string, string];
  readonly loginMode: LoginMode;
  /** The template's own breakpoint from the spec (`templateNCustom`), if it has one. */
  readonly customBreakpoint?: { readonly name: `${TemplateId}Custom`; readonly px: number };
}

const entry = (
  n: number,
  themeCode: string,
  colors: ThemeEntry['colors'],
  loginMode: LoginMode = 'page',
  customPx?: number,
): ThemeEntry => {
  const templateId = `template${n}` as TemplateId;
  return {
    themeCode,
    templateId,
    kind: themeCode.startsWith('sportsbook') ? 'sportsbook' : 'slot',
    colors,
    loginMode,
    ...(customPx === undefined
      ? {}
      : { customBreakpoint: { name: `${templateId}Custom` as const, px: customPx } }),
  };
};

/** theme_code -> template, allowed colours, login mode and custom breakpoint (pure data). */
export const themeManifest: readonly ThemeEntry[] = [
  entry(1, 'slot1', ['emerald', 'ruby', 'sapphire', 'amber', 'onyx']),
  entry(2, 'slot2', ['royal', 'crimson', 'teal', 'gold', 'slate'], 'loginmodal', 1200),
  entry(3, 'slot3', ['neon', 'sunset', 'ocean', 'forest', 'violet'], 'page', 1200),
  entry(4, 'slot4', ['jade', 'garnet', 'cobalt', 'saffron', 'graphite'], 'loginmodal', 999),
  entry(5, 'slot5', ['aurora', 'ember', 'lagoon', 'orchid', 'carbon'], 'modal-signin'),
  entry(6, 'slot6', ['lime', 'cherry', 'azure', 'copper', 'ink'], 'page', 999),
  entry(7, 'slot7', ['mint', 'rose', 'indigo', 'honey', 'charcoal']),
  entry(8, 'slot8', ['pine', 'scarlet', 'navy', 'bronze', 'smoke'], 'page', 999),
  entry(9, 'slot9', ['cyan', 'magenta', 'cobalt', 'mango', 'obsidian'], 'page', 999),
  entry(10, 'slot10', ['olive', 'wine', 'denim', 'peach', 'ash'], 'page', 1200),
  entry(11, 'slot11', ['sea', 'coral', 'sky', 'lemon', 'night'], 'page', 768),
  entry(12, 'slot12', ['moss', 'brick', 'steel', 'sand', 'ebony'], 'page', 769),
  entry(13, 'sportsbook1', ['pitch', 'derby', 'arena', 'trophy', 'stadium'], 'loginmodal', 769),
  entry(14, 'sportsbook2', ['turf', 'flare', 'court', 'medal', 'tunnel'], 'page', 769),
  entry(15, 'sportsbook3', ['field', 'blaze', 'rink', 'podium', 'floodlight']),
];

const byCode = new Map(themeManifest.map((e) => [e.themeCode, e]));
const byTemplate = new Map(themeManifest.map((e) => [e.templateId, e]));

export function themeByCode(themeCode: string): ThemeEntry | undefined {
  return byCode.get(themeCode);
}

export function themeByTemplate(templateId: TemplateId): ThemeEntry {
  const found = byTemplate.get(templateId);
  if (!found) throw new Error(`No theme for ${templateId}`);
  return found;
}

export type ThemeResolution =
  | { ok: true; theme: ThemeEntry; color: string }
  | { ok: false; error: 'Invalid theme code' | 'Invalid theme color' };

/** Startup's theme check: an unknown code or a colour the theme does not allow is refused. */
export function resolveTheme(
  themeCode: string | null | undefined,
  themeColor: string | null | undefined,
): ThemeResolution {
  const theme = themeCode ? byCode.get(themeCode) : undefined;
  if (!theme) return { ok: false, error: 'Invalid theme code' };
  if (!themeColor) return { ok: true, theme, color: theme.colors[0] };
  if (!theme.colors.includes(themeColor)) return { ok: false, error: 'Invalid theme color' };
  return { ok: true, theme, color: themeColor };
}
