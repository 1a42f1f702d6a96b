import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../shared/cx';
import './lazy-image.css';

/** Size in px of the blurred placeholder (section 9). */
export const BLUR_PLACEHOLDER_SIZE = 32;
/** Debounce of re-measuring on window resize (section 9). */
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
  /** A 32 px version shown blurred until the image loads. Default a blurred surface box. */
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
 * loading, so it needs no script and shows before hydration), keeps its aspect ratio, sits on a
 * blurred placeholder until it has loaded and falls back on error.
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

  const settle = (loaded: boolean) =>
    setStatus(loaded ? 'loaded' : fallbackSrc && status !== 'fallback' ? 'fallback' : 'failed');

  const url = typeof src === 'function' ? src(measured) : src;
  const shown = status === 'fallback' && fallbackSrc ? fallbackSrc : url;
  const style: CSSProperties = { aspectRatio: `${width} / ${height}` };

  return (
    <span
      ref={box}
      className={cx(
        'pf-lazy-image',
        status === 'loaded' && 'pf-lazy-image--loaded',
        priority && 'pf-lazy-image--priority',
        className,
      )}
      style={style}
    >
      {/* Beneath the image: it shows until the image paints over it. The priority image has none. */}
      {!priority &&
        status !== 'loaded' &&
        status !== 'failed' &&
        (placeholderSrc ? (
          <img
            className="pf-lazy-image__placeholder"
            src={placeholderSrc}
            width={BLUR_PLACEHOLDER_SIZE}
            height={BLUR_PLACEHOLDER_SIZE}
            alt=""
            aria-hidden="true"
          />
        ) : (
          <span className="pf-lazy-image__placeholder" aria-hidden="true" />
        ))}
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
