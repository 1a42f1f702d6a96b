import DOMPurify from 'dompurify';

/** Formatting a CMS body may keep; scripts, embeds, forms, SVG and inline styles never render. */
const config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'code',
    'div',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: [
    'href',
    'src',
    'alt',
    'title',
    'width',
    'height',
    'colspan',
    'rowspan',
    'target',
    'rel',
  ],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i,
};

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | undefined;

const withHooks = (instance: Purifier): Purifier => {
  // Links that open a new tab must not hand the opener to the target page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
};

/**
 * Gives the sanitizer a DOM where there is none (a server rendering pages, with jsdom's window),
 * so its HTML holds the same sanitized markup the browser makes.
 */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = withHooks(DOMPurify(window));
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sanitizes server HTML (CMS bodies before they are stored) with DOMPurify and the
 * allow-list above. Without a DOM the body is escaped, so it shows as text and never as markup.
 */
export function sanitizeHtml(html: string): string {
  purifier ??= DOMPurify.isSupported ? withHooks(DOMPurify) : undefined;
  if (!purifier?.isSupported) return escapeHtml(html);
  return purifier.sanitize(html, config);
}
