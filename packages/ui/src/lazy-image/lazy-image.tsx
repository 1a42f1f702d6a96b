import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../shared/cx';
import './lazy-image.css';

/** Size in px of the blurred placeholder. */
export const BLUR_PLACEHOLDER_SIZE = 32;
/** Debounce of re-measuring on window resize. */
export const LAZY_RESIZE_DEBOUNCE_MS = 500;

export interface LazyImageProps {
  /** Image URL, or a function of the rendered width in px for responsive sources. */
  src: string | ((width: number) => string);
  /** Text alternative; shown in the fallback box when the image fails. Use "" for decoration. */
  alt: string;
  /** Intrinsic width; with height it fixes the aspect ratio so nothing shifts. */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** A 32 px version shown blurred until the image loads. Default the box's surface colour. */
  placeholderSrc?: string;
  /** Image shown when `src` fails; without it a box with the alt text shows. */
  fallbackSrc?: string;
  /** The page's main image (a home's hero): fetched first, decoded at once, no placeholder. Default false. */
  priority?: boolean;
  /**
   * On the first screen but not the page's main image (a grid's first cards): asked for at once,
   * while the page is parsed, instead of after layout. Keeps its placeholder. Default false.
   */
  eager?: boolean;
  className?: string;
}

type Status = 'loading' | 'loaded' | 'failed' | 'fallback';

/**
 * An image in the page's HTML that the browser loads as it nears the viewport (native lazy
 * loading, so it needs no script and shows before hydration), keeps its aspect ratio, sits on its
 * box's surface colour (or a blurred placeholder image) until it has loaded and falls back on error.
 *
 * A load changes nothing React draws unless a placeholder image has to go: the image paints over
 * the box by itself. A page of game cards hydrates without re-rendering each card's image.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  placeholderSrc,
  fallbackSrc,
  priority = false,
  eager = false,
  className,
}: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [measured, setMeasured] = useState(width);

  useEffect(() => {
    if (typeof src !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setMeasured(box.current?.clientWidth || width);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, LAZY_RESIZE_DEBOUNCE_MS);
    };
    timer = setTimeout(measure, 0);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [src, width]);

  const settle = (loaded: boolean) => {
    if (!loaded) setStatus(fallbackSrc && status !== 'fallback' ? 'fallback' : 'failed');
    else if (placeholderSrc) setStatus('loaded');
  };

  const url = typeof src === 'function' ? src(measured) : src;
  const shown = status === 'fallback' && fallbackSrc ? fallbackSrc : url;
  const style: CSSProperties = { aspectRatio: `${width} / ${height}` };

  return (
    <span
      ref={box}
      className={cx('pf-lazy-image', priority && 'pf-lazy-image--priority', className)}
      style={style}
    >
      {/* Beneath the image until it has loaded. The priority image has none. */}
      {placeholderSrc && !priority && (status === 'loading' || status === 'fallback') && (
        <img
          className="pf-lazy-image__placeholder"
          src={placeholderSrc}
          width={BLUR_PLACEHOLDER_SIZE}
          height={BLUR_PLACEHOLDER_SIZE}
          alt=""
          aria-hidden="true"
        />
      )}
      {status !== 'failed' && (
        <img
          key={shown}
          className="pf-lazy-image__img"
          src={shown}
          alt={alt}
          width={width}
          height={height}
          loading={priority || eager ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding={priority ? 'sync' : 'async'}
          // An image in the server's HTML may have loaded (or failed) before React was listening.
          ref={(img) => {
            if (img?.complete && status === 'loading') settle(img.naturalWidth > 0);
          }}
          onLoad={() => settle(true)}
          onError={() => settle(false)}
        />
      )}
      {status === 'failed' && (
        <span
          className="pf-lazy-image__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <span aria-hidden="true">{alt}</span>
        </span>
      )}
    </span>
  );
}
