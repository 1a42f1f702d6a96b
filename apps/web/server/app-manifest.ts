import { Resvg } from '@resvg/resvg-js';
import type { LanguageCode, Site } from '@playfront/core/contract';
import { escapeXml, initialsOf } from '@playfront/core/text';
import { filledLanguages, isFilled, languageByCode } from '@playfront/core/i18n';
import type { ThemeResolution } from '@playfront/core/theme';
import { templatePalettes } from '@playfront/templates/palettes';

/** The colours of a site's app: its template's colour variant (bars) and page background. */
export interface AppColours {
  theme: string;
  background: string;
  /** The template's accent on its bars: the fallback icon's plate. */
  primary: string;
  /** Text on the primary colour. */
  fg: string;
  /** Text on the background. */
  text: string;
}

const NEUTRAL: AppColours = {
  theme: '#111111',
  background: '#111111',
  primary: '#444444',
  fg: '#ffffff',
  text: '#f4f4f4',
};

/** The colours of a site's template and colour variant; neutral ones for a site without a theme. */
export function appColours(theme: ThemeResolution | undefined): AppColours {
  if (!theme?.ok) return NEUTRAL;
  // The check gave a colour of the template (its default where the site names none).
  const palette = templatePalettes[theme.theme.templateId]?.palettes[theme.color];
  if (!palette) return NEUTRAL;
  return {
    theme: palette.surface,
    background: palette.bg,
    primary: palette.primary,
    fg: palette['primary-contrast'],
    text: palette.fg,
  };
}

/** The language a manifest or offline page is asked for: a filled language's prefix, or none. */
export function languageOfPrefix(prefix: unknown): LanguageCode | undefined {
  if (typeof prefix !== 'string') return undefined;
  return filledLanguages.find((l) => l.prefix === prefix.toLowerCase())?.code;
}

/** Where the app of one language starts: `/` for the domain's default language, `/fil/` else. */
export function appStart(language: LanguageCode, defaultLanguage: LanguageCode): string {
  const unprefixed = isFilled(defaultLanguage) ? defaultLanguage : 'EN';
  return language === unprefixed ? '/' : `/${languageByCode(language).prefix}/`;
}

/** The manifest link of a page in `language`: the default language's has no `lang`. */
export function manifestHref(language: LanguageCode, defaultLanguage: LanguageCode): string {
  const start = appStart(language, defaultLanguage);
  return start === '/'
    ? '/manifest.webmanifest'
    : `/manifest.webmanifest?lang=${languageByCode(language).prefix}`;
}

/** The app's short name: the logo's text when it is short enough for a home screen, else cut. */
export function shortName(site: Pick<Site, 'site_name' | 'logo_text'>): string {
  const text = site.logo_text.trim();
  if (text && text.length <= 12) return text;
  const name = site.site_name.trim();
  return name.length <= 12 ? name : `${name.slice(0, 11).trimEnd()}…`;
}

/** The icons every manifest names; the server draws each from the site's square logo. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export type AppIconFile = (typeof APP_ICONS)[number]['file'];

/** The web app manifest of one site in one language. */
export function webAppManifest({
  site,
  colours,
  language,
  defaultLanguage,
  iconVersion,
}: {
  site: Pick<Site, 'site_name' | 'logo_text'>;
  colours: AppColours;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  /** Changes with the logo, so a browser fetches the new icons. */
  iconVersion: string;
}) {
  const start = appStart(language, defaultLanguage);
  return {
    id: start,
    name: site.site_name,
    short_name: shortName(site),
    lang: languageByCode(language).htmlLang,
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `/app-icons/${file}?v=${iconVersion}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/** An image's data URL for an `<image>` of the icon's SVG, from the bytes of the logo. */
function imageDataUrl(bytes: Uint8Array, contentType: string): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart();
  const type =
    /svg/i.test(contentType) || head.startsWith('<')
      ? 'image/svg+xml'
      : bytes[0] === 0x89 && bytes[1] === 0x50
        ? 'image/png'
        : bytes[0] === 0xff && bytes[1] === 0xd8
          ? 'image/jpeg'
          : undefined;
  return type && `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/**
 * The SVG of one icon: the logo over the template's background, the maskable one with the logo in
 * the middle 60% (the safe zone a launcher's mask never cuts); without a logo, the site's
 * initials on the template's primary colour.
 */
export function iconSvg({
  size,
  maskable,
  logo,
  colours,
  siteName,
}: {
  size: number;
  maskable: boolean;
  logo: string | undefined;
  colours: AppColours;
  siteName: string;
}): string {
  const inset = maskable ? Math.round(size * 0.2) : 0;
  const inner = size - 2 * inset;
  const plate = maskable
    ? `<rect width="${size}" height="${size}" fill="${colours.background}"/>`
    : '';
  const body = logo
    ? `<image x="${inset}" y="${inset}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" href="${logo}"/>`
    : `<rect x="${inset}" y="${inset}" width="${inner}" height="${inner}" rx="${maskable ? 0 : Math.round(inner * 0.2)}" fill="${colours.primary}"/>` +
      `<text x="${size / 2}" y="${size / 2}" font-family="sans-serif" font-size="${Math.round(inner * 0.4)}" font-weight="700" fill="${colours.fg}" text-anchor="middle" dominant-baseline="central">${escapeXml(initialsOf(siteName))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${plate}${body}</svg>`;
}

/** Draws an icon's SVG as a PNG of `size` pixels. */
export function rasterise(svg: string, size: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

const LOGO_LIMIT = 512 * 1024;

/**
 * The icons of each site, drawn once from its square logo (`logo2`) and kept per host and logo.
 * A logo on the site's own origin (`/api/media/...`) is read from the backend; one elsewhere over
 * http(s). A logo that cannot be read or drawn gives the initials icon.
 */
export function createIconMaker({
  apiUrl,
  timeoutMs = 3_000,
  max = 300,
}: {
  apiUrl: string;
  timeoutMs?: number;
  max?: number;
}) {
  const cache = new Map<string, Promise<Buffer>>();

  async function readLogo(logo: string): Promise<string | undefined> {
    if (!logo) return undefined;
    const url = logo.startsWith('/') && !logo.startsWith('//') ? `${apiUrl}${logo}` : logo;
    if (!/^https?:\/\//i.test(url)) return undefined;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!res.ok) return undefined;
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength > LOGO_LIMIT) return undefined;
      return imageDataUrl(bytes, res.headers.get('content-type') ?? '');
    } catch {
      return undefined;
    }
  }

  return {
    icon(
      domain: string,
      site: Pick<Site, 'logo2' | 'site_name'>,
      colours: AppColours,
      file: AppIconFile,
    ): Promise<Buffer> {
      const spec = APP_ICONS.find((i) => i.file === file)!;
      const key = `${domain}|${site.logo2}|${colours.background}|${colours.primary}|${file}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const made = readLogo(site.logo2).then((logo) => {
        const draw = (image: string | undefined) =>
          rasterise(
            iconSvg({
              size: spec.size,
              maskable: spec.purpose === 'maskable',
              logo: image,
              colours,
              siteName: site.site_name,
            }),
            spec.size,
          );
        try {
          return draw(logo);
        } catch {
          return draw(undefined);
        }
      });
      // A failure is not kept: the next request tries again.
      made.catch(() => cache.delete(key));
      cache.set(key, made);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return made;
    },
  };
}

export type IconMaker = ReturnType<typeof createIconMaker>;
