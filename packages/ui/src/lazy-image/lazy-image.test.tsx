import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LazyImage', () => {
  it('waits until the image is near the viewport (200px margin)', () => {
    const observers = stubObserver();
    const { container } = render(
      <LazyImage src="/a.svg" alt="Super Ace" width={300} height={200} />,
    );
    expect(container.querySelector('img[src="/a.svg"]')).toBeNull();
    // Named while it waits, so a link around it is never nameless.
    expect(screen.getByRole('img', { name: 'Super Ace' })).not.toHaveAttribute('src');
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'Super Ace' })).toHaveAttribute('src', '/a.svg');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    render(<LazyImage src="/a.svg" alt="Super Ace" width={300} height={200} />);
    expect(screen.getByRole('img', { name: 'Super Ace' })).toBeInTheDocument();
  });

  it('keeps a fixed aspect ratio from width and height', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="" width={4} height={3} />);
    expect(container.firstElementChild).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('shows a blurred 32 px placeholder until the image loads', () => {
    const { container } = render(
      <LazyImage src="/a.svg" alt="Logo" width={300} height={200} placeholderSrc="/a-32.svg" />,
    );
    const placeholder = container.querySelector('.pf-lazy-image__placeholder')!;
    expect(placeholder).toHaveAttribute('width', '32');
    fireEvent.load(screen.getByRole('img', { name: 'Logo' }));
    expect(container.querySelector('.pf-lazy-image__placeholder')).toBeNull();
  });

  it('falls back to the fallback image, then to a box with the alt text', () => {
    render(
      <LazyImage
        src="/broken.svg"
        alt="Fortune Gems"
        width={300}
        height={200}
        fallbackSrc="/fallback.svg"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Fortune Gems' }));
    const fallback = screen.getByRole('img', { name: 'Fortune Gems' });
    expect(fallback).toHaveAttribute('src', '/fallback.svg');
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'Fortune Gems' })).toHaveTextContent('Fortune Gems');
  });

  it('re-measures 500 ms after the last resize for a responsive source', () => {
    vi.useFakeTimers();
    let width = 320;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    render(<LazyImage src={(w) => `/img-${w}.svg`} alt="Banner" width={1200} height={400} />);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/img-320.svg');
    width = 768;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(400);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/img-320.svg');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/img-768.svg');
  });
});
