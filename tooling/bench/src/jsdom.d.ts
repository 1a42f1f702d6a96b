// The part of jsdom the bench uses: a document to turn a rendered page into its no-JS floor.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
