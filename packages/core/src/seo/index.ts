export { buildHead, headToHtml, seoPageName } from './head';
export type { HeadInput, HeadTag } from './head';
