import { BUILD_CHECK_INTERVAL_MS } from '../site/constants';

/** The latest-build descriptor the web build emits. */
export interface BuildDescriptor {
  buildId: string;
}

/** Where the web build writes the descriptor. */
export const BUILD_DESCRIPTOR_PATH = '/build.json';

export interface BuildCheckOptions {
  /** Descriptor URL, default `/build.json`. */
  url?: string;
  /** Re-check interval, default 3,600,000 ms. */
  intervalMs?: number;
  /** The id of the running build; default: the id of the first check after load. */
  loadedBuildId?: string;
  /** Reads the descriptor; default: a no-store fetch of `url`. */
  fetchDescriptor?: () => Promise<BuildDescriptor | undefined>;
}

export interface BuildCheck {
  /** Checks now, then every interval. */
  start(): void;
  /** Stops the timer. */
  stop(): void;
  /** One check; resolves once the flag is up to date. */
  check(): Promise<void>;
  /** True once a newer build was seen: the router reloads instead of navigating. */
  shouldReloadOnNavigation(): boolean;
}

const readDescriptor = (url: string) => async (): Promise<BuildDescriptor | undefined> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const json: unknown = await response.json();
  const id =
    typeof json === 'object' && json !== null ? (json as { buildId?: unknown }).buildId : undefined;
  return typeof id === 'string' && id !== '' ? { buildId: id } : undefined;
};

/** Watches the latest-build descriptor, re-checked every hour. */
export function createBuildCheck(options: BuildCheckOptions = {}): BuildCheck {
  const intervalMs = options.intervalMs ?? BUILD_CHECK_INTERVAL_MS;
  const fetchDescriptor =
    options.fetchDescriptor ?? readDescriptor(options.url ?? BUILD_DESCRIPTOR_PATH);
  let loaded = options.loadedBuildId;
  let stale = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = async () => {
    let latest: BuildDescriptor | undefined;
    try {
      latest = await fetchDescriptor();
    } catch {
      return; // Offline or mid-deploy: try again at the next interval.
    }
    if (!latest) return;
    if (loaded === undefined) loaded = latest.buildId;
    else if (latest.buildId !== loaded) stale = true;
  };

  return {
    start() {
      if (timer !== undefined) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    check,
    shouldReloadOnNavigation: () => stale,
  };
}
