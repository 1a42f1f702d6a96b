/** The capitals of a name's first two words, for a badge or an icon without a logo: "MK" for "Manila Kings". */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Escapes text for an SVG's or XML's content and its quoted attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
