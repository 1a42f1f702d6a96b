import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LazyImage', () => {
  it("is in the server's HTML as a lazy image the browser loads near the viewport", () => {
    const html = renderToString(
      <LazyImage src="/a.svg" alt="Super Ace" width={300} height={200} />,
    );
    expect(html).toMatch(
      /<img class="pf-lazy-image__img" src="\/a.svg" alt="Super Ace"[^>]* loading="lazy" decoding="async"/,
    );
  });

  it('waits on its own box, the surface colour, with nothing drawn beneath the image', () => {
    const html = renderToString(<LazyImage src="/a.svg" alt="" width={300} height={200} />);
    expect(html).not.toContain('pf-lazy-image__placeholder');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('fetches a priority image first, decodes it at once and shows no placeholder', () => {
    const html = renderToString(
      <LazyImage src="/hero.svg" alt="" width={1200} height={400} priority />,
    );
    expect(html).toMatch(/loading="eager"/);
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).not.toContain('pf-lazy-image__placeholder');
  });

  it('asks for an eager image at once, on its placeholder, at normal priority', () => {
    const html = renderToString(
      <LazyImage src="/a.svg" alt="" width={300} height={300} placeholderSrc="/a-32.svg" eager />,
    );
    expect(html).toMatch(/loading="eager"/);
    expect(html).not.toMatch(/fetchPriority|fetchpriority/);
    expect(html).toContain('pf-lazy-image__placeholder');
  });

  it('drops the placeholder of an image that loaded before hydration', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(300);
    const { container } = render(
      <LazyImage
        src="/a.svg"
        alt="Super Ace"
        width={300}
        height={200}
        placeholderSrc="/a-32.svg"
      />,
    );
    expect(container.querySelector('.pf-lazy-image__placeholder')).toBeNull();
    expect(screen.getByRole('img', { name: 'Super Ace' })).toHaveAttribute('src', '/a.svg');
    complete.mockRestore();
  });

  it('shows the alt text box for an image that failed before hydration', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<LazyImage src="/broken.svg" alt="Super Ace" width={300} height={200} />);
    expect(screen.getByRole('img', { name: 'Super Ace' })).toHaveTextContent('Super Ace');
    complete.mockRestore();
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
