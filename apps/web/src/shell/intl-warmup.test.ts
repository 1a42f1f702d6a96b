// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warmup';

/** A stand-in for the browser's Worker that records what it is sent and whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  ended = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.ended = true;
  }
}

describe('warmIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it("sends the page's locales to a worker of its own and ends it once it answers", () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl(['zh-Hans']);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker?.sent).toEqual([['zh-Hans']]);
    expect(worker?.ended).toBe(false);
    worker?.onmessage?.();
    expect(worker?.ended).toBe(true);
  });

  it('ends a worker that fails', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl(['en']);
    FakeWorker.made[0]?.onerror?.();
    expect(FakeWorker.made[0]?.ended).toBe(true);
  });

  it('does nothing where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl(['en'])).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('Refused by the content security policy');
        }
      },
    );
    expect(() => warmIntl(['en'])).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the formats of each locale it is sent, skips one it does not know, then answers', async () => {
    const answers: unknown[] = [];
    const scope: { onmessage?: (event: { data: string[] }) => void; postMessage?: unknown } = {
      postMessage: (message: unknown) => answers.push(message),
    };
    vi.stubGlobal('self', scope);
    const made = vi.spyOn(Intl, 'NumberFormat');
    await import('./intl-warmup.worker');
    scope.onmessage?.({ data: ['en', 'not a locale!', 'fil'] });
    expect(made.mock.calls.map(([locale]) => locale)).toEqual(['en', 'not a locale!', 'fil']);
    expect(answers).toEqual([true]);
  });
});
