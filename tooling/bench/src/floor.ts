import { JSDOM } from 'jsdom';

/** A stylesheet of the rendered page: its absolute URL and its text. */
export interface Stylesheet {
  href: string;
  css: string;
}

const isLocalReference = (value: string) =>
  /^(data:|#|about:|javascript:|mailto:|tel:)/i.test(value);

function absolute(value: string, base: string): string {
  const trimmed = value.trim();
  if (!trimmed || isLocalReference(trimmed)) return value;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return value;
  }
}

/** Rewrites the relative `url(...)` and `@import` references of a stylesheet against its own URL. */
export function absoluteCssUrls(css: string, base: string): string {
  return css
    .replace(
      /url\(\s*(['"]?)(.*?)\1\s*\)/g,
      (_match, quote: string, value: string) => `url(${quote}${absolute(value, base)}${quote})`,
    )
    .replace(
      /@import\s+(['"])(.*?)\1/g,
      (_match, quote: string, value: string) => `@import ${quote}${absolute(value, base)}${quote}`,
    );
}

/** `a.png 1x, /b.png 2x` with every URL made absolute. */
function absoluteSrcset(srcset: string, base: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [absolute(url, base), ...descriptors].join(' ');
    })
    .join(', ');
}

/**
 * The no-JS floor of a rendered page: the same document with its stylesheets inlined, every script,
 * module preload and disabled stylesheet link removed, and every other reference (images, fonts,
 * icons, links) absolute, so that it can be served from another origin and still load them from
 * the web server.
 */
export function floorDocument(html: string, pageUrl: string, stylesheets: Stylesheet[]): string {
  const { document } = new JSDOM(html, { url: pageUrl }).window;
  const cssByHref = new Map(stylesheets.map((s) => [s.href, s.css]));

  // A disabled stylesheet link is neither fetched nor applied: the page carries its text itself.
  for (const element of document.querySelectorAll(
    'script, link[rel~="modulepreload"], link[rel~="stylesheet"][disabled]',
  )) {
    element.remove();
  }
  for (const style of document.querySelectorAll('style')) {
    style.textContent = absoluteCssUrls(style.textContent ?? '', pageUrl);
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')) {
    const css = cssByHref.get(link.href);
    if (css === undefined) throw new Error(`No text for the stylesheet ${link.href}`);
    const style = document.createElement('style');
    const media = link.getAttribute('media');
    if (media) style.setAttribute('media', media);
    style.textContent = absoluteCssUrls(css, link.href);
    link.replaceWith(style);
  }
  for (const element of document.querySelectorAll('[style]')) {
    element.setAttribute('style', absoluteCssUrls(element.getAttribute('style') ?? '', pageUrl));
  }
  for (const name of ['src', 'href', 'poster']) {
    for (const element of document.querySelectorAll(`[${name}]`)) {
      element.setAttribute(name, absolute(element.getAttribute(name) ?? '', pageUrl));
    }
  }
  for (const name of ['srcset', 'imagesrcset']) {
    for (const element of document.querySelectorAll(`[${name}]`)) {
      element.setAttribute(name, absoluteSrcset(element.getAttribute(name) ?? '', pageUrl));
    }
  }
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}
