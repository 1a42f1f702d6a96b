import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearView } from './near-view';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearView(ref) ? 'near' : 'far'}</div>;
}

describe('useNearView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the element comes within the margin of the viewport, and stays true', () => {
    const observers: { fire(hit: boolean): void; margin?: string; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options: { rootMargin?: string },
        ) {
          this.record = {
            fire: (hit) => callback([{ isIntersecting: hit }]),
            margin: options.rootMargin,
            disconnected: false,
          };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.margin).toBe('0px 0px 400px 0px');
    act(() => observers[0]!.fire(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0]!.fire(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
