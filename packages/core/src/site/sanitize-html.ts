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

let hooked = false;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sanitizes server HTML (CMS bodies before they are stored, section 5) with DOMPurify and the
 * allow-list above. Without a DOM the body is escaped, so it shows as text and never as markup.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  if (!hooked) {
    // Links that open a new tab must not hand the opener to the target page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, config);
}
