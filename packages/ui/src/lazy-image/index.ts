export { LazyImage, BLUR_PLACEHOLDER_SIZE, LAZY_RESIZE_DEBOUNCE_MS } from './lazy-image';
export type { LazyImageProps } from './lazy-image';
