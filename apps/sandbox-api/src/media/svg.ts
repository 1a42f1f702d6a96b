/** Escapes text for SVG/XML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A stable hue (0-359) for a text, so each game and provider keeps its colour. */
export function hueOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 360;
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const FONT = 'font-family="Verdana, Arial, sans-serif"';

/** A square game tile: colour from the code, provider on top, title in the middle. */
export function gameSvg(provider: string, code: string, name: string): string {
  const hue = hueOf(`${provider}/${code}`);
  const lines = wrap(name, 14, 3);
  const top = 150 - ((lines.length - 1) * 30) / 2;
  const text = lines
    .map((l, i) => `<tspan x="150" y="${top + i * 30}">${escapeXml(l)}</tspan>`)
    .join('');
  return svg(
    300,
    300,
    name,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>` +
      `<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
      `<circle cx="240" cy="240" r="90" fill="#fff" fill-opacity="0.08"/><circle cx="50" cy="60" r="40" fill="#fff" fill-opacity="0.06"/>` +
      `<text x="150" y="40" ${FONT} font-size="16" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(provider)}</text>` +
      `<text ${FONT} font-size="26" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
  );
}

/** A provider logo: the provider's name on a plate in its colour. */
export function providerSvg(code: string, name: string): string {
  const hue = hueOf(code);
  const size = name.length > 14 ? 18 : 24;
  return svg(
    240,
    80,
    name,
    `<rect width="240" height="80" rx="16" fill="hsl(${hue},55%,22%)"/>` +
      `<rect x="4" y="4" width="232" height="72" rx="13" fill="none" stroke="hsl(${hue},80%,60%)" stroke-width="2"/>` +
      `<text x="120" y="41" ${FONT} font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(name)}</text>`,
  );
}

/** Site logos: 1 = wide colour logo, 2 = square icon, 3 = small light logo for dark bars. */
export function logoSvg(variant: 1 | 2 | 3, siteName: string, seed: string): string {
  const hue = hueOf(seed);
  const initials = siteName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  if (variant === 2)
    return svg(
      128,
      128,
      siteName,
      `<rect width="128" height="128" rx="28" fill="hsl(${hue},65%,40%)"/>` +
        `<text x="64" y="66" ${FONT} font-size="52" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>`,
    );
  const [width, height, fill, size] =
    variant === 1 ? [360, 90, `hsl(${hue},70%,45%)`, 30] : [240, 60, '#ffffff', 22];
  return svg(
    width,
    height,
    siteName,
    `<circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 6}" fill="${fill}"/>` +
      `<text x="${height / 2}" y="${height / 2 + 1}" ${FONT} font-size="${Math.round(size * 0.8)}" font-weight="700" fill="${variant === 1 ? '#fff' : '#222'}" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>` +
      `<text x="${height + 4}" y="${height / 2 + 1}" ${FONT} font-size="${size}" font-weight="700" fill="${fill}" dominant-baseline="middle">${escapeXml(siteName)}</text>`,
  );
}

/** Promotional banners (1-5), 1200 x 400. */
export const bannerTexts: readonly (readonly [string, string])[] = [
  ['100% Welcome Bonus', 'On your first deposit'],
  ['Daily Cashback', 'Up to 10% back every day'],
  ['Free Spins Friday', '50 free spins on new slots'],
  ['Refer a Friend', 'Earn a bonus for every friend who joins'],
  ['VIP Rewards', 'Climb the levels for bigger rewards'],
];

/** One promotional banner. */
export function bannerSvg(n: number, title: string, subtitle: string): string {
  const hue = (n * 67) % 360;
  return svg(
    1200,
    400,
    title,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},70%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,50%)"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#b)"/>` +
      `<circle cx="1020" cy="200" r="150" fill="#fff" fill-opacity="0.1"/><circle cx="1100" cy="80" r="60" fill="#fff" fill-opacity="0.08"/>` +
      `<text x="80" y="185" ${FONT} font-size="72" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="80" y="255" ${FONT} font-size="32" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>`,
  );
}

/** The live-chat button image: a speech bubble. */
export function chatSvg(label: string): string {
  return svg(
    64,
    64,
    label,
    `<circle cx="32" cy="32" r="32" fill="#1f8f5f"/>` +
      `<path d="M18 22h28a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H30l-8 7v-7h-4a4 4 0 0 1-4-4V26a4 4 0 0 1 4-4z" fill="#fff"/>`,
  );
}
