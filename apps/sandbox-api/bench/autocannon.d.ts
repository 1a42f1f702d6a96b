// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds. */
    duration?: number;
    connections?: number;
    /**
     * Requests sent in turn on each connection, each with its own body and headers;
     * `setupRequest` may rewrite each one before it goes out.
     */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: { body?: string }) => { body?: string };
    }[];
  }
  export interface Stats {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Stats;
    /** Milliseconds. */
    latency: Stats;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
