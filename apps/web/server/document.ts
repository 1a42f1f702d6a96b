import type { AnalyticsScript } from '@playfront/core/contract';

export interface DocumentParts {
  /** `<html lang>` of the page. */
  lang: string;
  /** Attributes that select the template and colour before any script runs. */
  dataset?: { template: string; color: string } | undefined;
  /** Head tags as HTML (title, meta, links), already escaped. */
  head: string;
  /**
   * CSP nonce for the inline scripts the server writes, on a page the browser renders. A rendered
   * page has none: it is shared by every guest, and its policy names its scripts by hash.
   */
  nonce?: string | undefined;
  /** The startup answer, inlined so the browser skips that round trip (pages rendered in the browser). */
  startup?: unknown;
  /** Files to fetch early: the template's chunk, the screen's area, the page's messages. */
  preload?: { js: string[]; css: string[] };
  /** The template's web fonts, fetched with its stylesheet so the first paint's text keeps its place. */
  fonts?: string[];
  analytics?: AnalyticsScript[];
  /**
   * The session the page starts from, the player's or a guest's, in an element of its own beside
   * the rendered state: never a token, which the server keeps.
   */
  session?: unknown;
  /** The site's web app manifest and the colour of its bars (`<meta name="theme-color">`). */
  app?: { manifest: string; themeColor: string } | undefined;
  /** The template's token CSS (palettes, shape, recipe variables), written into every page of the site. */
  tokens?: { id: string; css: string } | undefined;
  /**
   * The push channel's latest event id when the page's data was read: its channel resumes from
   * there (`<meta name="pf-live-from">`).
   */
  liveFrom?: string | undefined;
  /** A page rendered on the server: its markup and the store it was rendered with. */
  rendered?: { html: string; state: unknown };
  /**
   * The text of the build's stylesheets, given for a page that carries its styles in its HTML: each
   * stylesheet's text follows its link, which is disabled, so no request stands between the HTML
   * and its first paint. A disabled link is neither fetched nor applied; it is there for the app's
   * lazy parts, which look for their stylesheets' links before adding them, and add none twice.
   */
  stylesheets?: ((href: string) => string | undefined) | undefined;
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no HTML comment openers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Inline script bodies must not close their element early. */
const scriptBody = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');

/** Style element bodies must not close their element early. */
const styleBody = (css: string) => css.replace(/<\//g, '<\\/');

/** ` nonce="…"` where the page has a nonce. */
const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${attr(nonce)}"` : '');

/** Fills the built index.html for one request. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const {
    lang,
    dataset,
    head,
    nonce,
    startup,
    preload,
    fonts = [],
    analytics = [],
    tokens,
    rendered,
    session,
    app,
    liveFrom,
    stylesheets,
  } = parts;
  // A stylesheet's link, and its text after it where the page carries its styles.
  const stylesheet = (href: string, crossorigin: boolean) => {
    const css = stylesheets?.(href);
    const link = `<link rel="stylesheet"${crossorigin ? ' crossorigin' : ''} href="${attr(href)}"`;
    return css === undefined ? `${link}>` : `${link} disabled><style>${styleBody(css)}</style>`;
  };
  const inline = (section: AnalyticsScript['section']) =>
    analytics
      .filter((a) => a.section === section)
      .map(
        (a) =>
          `<script${nonceAttr(nonce)} data-pf-analytics="${section}">${scriptBody(a.script)}</script>`,
      )
      .join('\n');
  // Scripts start after the first paint: the entry and its imports leave the head, and a small
  // loader asks for them once the page has been drawn (or has loaded, whichever comes first).
  const scripts = {
    entry: [...template.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map(
      (m) => m[1]!,
    ),
    preload: [
      ...[...template.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)].map(
        (m) => m[1]!,
      ),
      ...(preload?.js ?? []),
    ],
  };
  const loader = `<script${nonceAttr(nonce)} data-pf-boot>${scriptBody(
    (rendered ? holdEarlySubmits : '') +
      afterFirstPaint({ ...scripts, waitForPaint: Boolean(rendered) }),
  )}</script>`;
  const headExtra = [
    // Marked so the client can replace them with its own when it takes over the head.
    head.replace(/<(title|meta|link)\b/g, '<$1 data-pf-head'),
    // Not marked: the client's head replaces the page's own tags, never these, which are the site's.
    app
      ? `<link rel="manifest" href="${attr(app.manifest)}">\n<meta name="theme-color" content="${attr(app.themeColor)}">`
      : '',
    liveFrom ? `<meta name="pf-live-from" content="${attr(liveFrom)}">` : '',
    // A drawn page's first frame waits for its whole page, not its header alone: one layout and
    // paint of the page as it is, where a page painted as it streams in is laid out again with
    // each part that arrives (the footer after it is skipped until near the viewport anyway).
    rendered ? '<link rel="expect" href="#main" blocking="render">' : '',
    ...(preload?.css ?? []).map((href) => stylesheet(href, false)),
    ...fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attr(href)}">`,
    ),
    // The template's tokens: the same element the client's applyTheme would add, so it neither
    // adds it nor loads the tokens.
    tokens ? `<style id="pf-tokens-${attr(tokens.id)}">${styleBody(tokens.css)}</style>` : '',
    startup === undefined || rendered
      ? ''
      : `<script id="pf-startup" type="application/json">${scriptSafeJson(startup)}</script>`,
    session === undefined
      ? ''
      : `<script id="pf-session" type="application/json">${scriptSafeJson(session)}</script>`,
    inline('HEAD'),
  ]
    .filter(Boolean)
    .join('\n');
  const htmlAttrs = [
    `lang="${attr(lang)}"`,
    dataset ? `data-template="${attr(dataset.template)}" data-color="${attr(dataset.color)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  // Replacements are functions: a `$` in the operator's texts is not a replacement pattern.
  const page = template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g, (link, crossorigin, href) =>
      stylesheets ? stylesheet(href as string, Boolean(crossorigin)) : link,
    )
    .replace(/<html[^>]*>/, () => `<html ${htmlAttrs}>`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', () => `${headExtra}\n</head>`)
    .replace('</body>', () => `${loader}\n${inline('BODY')}\n</body>`);
  // The app's markup goes in last, so nothing in it is mistaken for the document's own tags. The
  // store it was rendered with follows it: the page is parsed (and drawn) before the state, which
  // only the scripts read, and the loader after it starts them.
  return rendered
    ? page.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>\n<script id="pf-state" type="application/json">${scriptSafeJson(rendered.state)}</script>`,
      )
    : page;
}

/**
 * On a drawn page, a form sent before the app has taken the page over (`data-pf-ready`) is held
 * rather than posted, marked busy, and sent again once it has, with what the player typed: on a
 * slow network the scripts arrive after the player has filled the form, and posted, the server
 * could only send the page back (`registerFormFallback`), empty. A form the app no longer shows
 * is dropped.
 */
export const holdEarlySubmits =
  "(()=>{let d=document,h=d.documentElement,k='data-pf-ready',b='aria-busy',s;d.addEventListener('submit',e=>{if(!h.hasAttribute(k)){e.preventDefault();s=e;e.target.setAttribute(b,'true')}},!0);new MutationObserver((l,o)=>{if(h.hasAttribute(k)){o.disconnect();s&&setTimeout(()=>{let f=s.target,t=s.submitter;f.removeAttribute(b);f.isConnected&&f.requestSubmit(t&&t.isConnected?t:null)})}}).observe(h,{attributeFilter:[k]})})();";

/** Requests the inline loader starts in one task. */
export const LOADER_BATCH = 6;

/**
 * The inline loader: on a page the server rendered, once the browser reports the first
 * contentful paint, it adds the module preloads and the entry script, so no script competes with
 * the first paint for the network or the main thread. A page without paint timing, or not
 * visible, loads them at `load`; a visible page that reports no paint loads them 3 s after `load`
 * or when it is hidden. A page the browser renders (`waitForPaint` false) has nothing to paint
 * before its scripts: it asks for them at once. The preloads come first, the entry last, a few
 * per task.
 */
export function afterFirstPaint({
  entry,
  preload,
  waitForPaint,
}: {
  entry: string[];
  preload: string[];
  waitForPaint: boolean;
}): string {
  const when = waitForPaint
    ? `function later(){setTimeout(go,0)}var P=window.PerformanceObserver;if(d.visibilityState==='visible'&&P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}});o.observe({type:'paint',buffered:true});d.addEventListener('visibilitychange',later);addEventListener('load',function(){setTimeout(go,3000)})}else addEventListener('load',later)`
    : 'go()';
  // Each request an element starts costs the main thread about a millisecond on a phone, so they
  // go in batches of LOADER_BATCH, one task each: no task holds them all.
  const queue = JSON.stringify([...preload.map((u) => [0, u]), ...entry.map((u) => [1, u])]);
  return `(function(){var d=document,done=0;function add(i){var e=d.createElement(i[0]?'script':'link');e.crossOrigin='';if(i[0]){e.type='module';e.src=i[1]}else{e.rel='modulepreload';e.href=i[1]}d.head.appendChild(e)}function go(){if(done)return;done=1;var q=${queue};(function next(){q.splice(0,${LOADER_BATCH}).forEach(add);if(q.length)setTimeout(next,0)})()}${when}})()`;
}
