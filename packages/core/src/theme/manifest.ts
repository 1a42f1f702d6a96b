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

/**
 * The five `theme_color` names each template accepts, in `templateIds` order, the first its
 * default: the one list of colour names, read by the theme check, the server, the browser and
 * each template's palettes.
 */
export const themeColors = [
  ['emerald', 'ruby', 'sapphire', 'amber', 'onyx'],
  ['royal', 'crimson', 'teal', 'gold', 'slate'],
  ['neon', 'sunset', 'ocean', 'forest', 'violet'],
  ['jade', 'garnet', 'cobalt', 'saffron', 'graphite'],
  ['aurora', 'ember', 'lagoon', 'orchid', 'carbon'],
  ['lime', 'cherry', 'azure', 'copper', 'ink'],
  ['mint', 'rose', 'indigo', 'honey', 'charcoal'],
  ['pine', 'scarlet', 'navy', 'bronze', 'smoke'],
  ['cyan', 'magenta', 'cobalt', 'mango', 'obsidian'],
  ['olive', 'wine', 'denim', 'peach', 'ash'],
  ['sea', 'coral', 'sky', 'lemon', 'night'],
  ['moss', 'brick', 'steel', 'sand', 'ebony'],
  ['pitch', 'derby', 'arena', 'trophy', 'stadium'],
  ['turf', 'flare', 'court', 'medal', 'tunnel'],
  ['field', 'blaze', 'rink', 'podium', 'floodlight'],
] as const satisfies readonly (readonly [string, string, string, string, string])[];

/** The place of a template in `templateIds`. */
type IndexOf<
  Id extends TemplateId,
  Ids extends readonly unknown[] = typeof templateIds,
  Before extends unknown[] = [],
> = Ids extends readonly [infer First, ...infer Rest]
  ? First extends Id
    ? Before['length']
    : IndexOf<Id, Rest, [...Before, First]>
  : never;

/** A colour name of a template (of any template by default). */
export type ThemeColor<Id extends TemplateId = TemplateId> =
  (typeof themeColors)[IndexOf<Id>][number];

/** The colour a site of the template shows when its startup names none. */
export const defaultColor = <Id extends TemplateId>(id: Id): ThemeColor<Id> =>
  themeColors[templateIds.indexOf(id)]![0] as ThemeColor<Id>;

/** How a template signs players in: its own page, the `#loginmodal` modal, or the `modal-signin` modal. */
export type LoginMode = 'page' | 'loginmodal' | 'modal-signin';

export interface ThemeEntry {
  /** Operator-facing code sent by /api/startup as `site.theme_code`. */
  readonly themeCode: string;
  readonly templateId: TemplateId;
  /** `slot` templates lead with casino games, `sportsbook` ones with sports. */
  readonly kind: 'slot' | 'sportsbook';
  /** The five `theme_color` values this theme accepts (`themeColors`); the first is the default. */
  readonly colors: readonly [string, string, string, string, string];
  readonly loginMode: LoginMode;
  /** The template's own breakpoint from the spec (`templateNCustom`), if it has one. */
  readonly customBreakpoint?: { readonly name: `${TemplateId}Custom`; readonly px: number };
}

const entry = (
  n: number,
  themeCode: string,
  loginMode: LoginMode = 'page',
  customPx?: number,
): ThemeEntry => {
  const templateId = `template${n}` as TemplateId;
  return {
    themeCode,
    templateId,
    kind: themeCode.startsWith('sportsbook') ? 'sportsbook' : 'slot',
    colors: themeColors[n - 1]!,
    loginMode,
    ...(customPx === undefined
      ? {}
      : { customBreakpoint: { name: `${templateId}Custom` as const, px: customPx } }),
  };
};

/** theme_code -> template, allowed colours, login mode and custom breakpoint (pure data). */
export const themeManifest: readonly ThemeEntry[] = [
  entry(1, 'slot1'),
  entry(2, 'slot2', 'loginmodal', 1200),
  entry(3, 'slot3', 'page', 1200),
  entry(4, 'slot4', 'loginmodal', 999),
  entry(5, 'slot5', 'modal-signin'),
  entry(6, 'slot6', 'page', 999),
  entry(7, 'slot7'),
  entry(8, 'slot8', 'page', 999),
  entry(9, 'slot9', 'page', 999),
  entry(10, 'slot10', 'page', 1200),
  entry(11, 'slot11', 'page', 768),
  entry(12, 'slot12', 'page', 769),
  entry(13, 'sportsbook1', 'loginmodal', 769),
  entry(14, 'sportsbook2', 'page', 769),
  entry(15, 'sportsbook3'),
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

/**
 * Startup's theme check: an unknown code, one whose template this build leaves out (`available`,
 * default all) or a colour the theme does not allow is refused.
 */
export function resolveTheme(
  themeCode: string | null | undefined,
  themeColor: string | null | undefined,
  available: readonly TemplateId[] = templateIds,
): ThemeResolution {
  const theme = themeCode ? byCode.get(themeCode) : undefined;
  if (!theme || !available.includes(theme.templateId))
    return { ok: false, error: 'Invalid theme code' };
  if (!themeColor) return { ok: true, theme, color: theme.colors[0] };
  if (!theme.colors.includes(themeColor)) return { ok: false, error: 'Invalid theme color' };
  return { ok: true, theme, color: themeColor };
}
