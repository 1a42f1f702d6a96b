/** Schemes a contact or app link may open; anything else is shown as plain text. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The link when it is an absolute http(s), mailto: or tel: address; otherwise null. */
export function safeHref(
  link: string,
  schemes: ReadonlySet<string> = allowedSchemes,
): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return schemes.has(url.protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

/** Only web addresses: app-store links must open in a browser. */
export const webSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);
