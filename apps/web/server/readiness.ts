export interface ReadinessOptions {
  apiUrl: string;
  /** How long one probe's result is reused. Default 2 s. */
  cacheMs?: number;
  /** How long a probe waits for the backend. Default 1 s. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Whether the backend answers: any HTTP answer below 500 to a GET of its root counts. One probe at
 * a time, its result reused briefly, so a busy readiness check costs the backend little.
 */
export function createReadiness({
  apiUrl,
  cacheMs = 2_000,
  timeoutMs = 1_000,
  now = Date.now,
}: ReadinessOptions) {
  let last: { at: number; ready: Promise<boolean> } | undefined;
  const probe = async (): Promise<boolean> => {
    try {
      const res = await fetch(new URL('/', apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.status < 500;
    } catch {
      return false;
    }
  };
  return {
    check(): Promise<boolean> {
      if (!last || now() - last.at >= cacheMs) last = { at: now(), ready: probe() };
      return last.ready;
    },
  };
}
