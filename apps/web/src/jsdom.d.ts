// The part of jsdom the server renderer uses: a window for the CMS sanitizer.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
