import { request } from 'node:http';
import type { Agent } from 'node:http';

export interface LocalResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** A keep-alive agent to send several requests on one connection; default a new connection. */
  agent?: Agent;
  /** Sends the body only after the server's `100 Continue`. */
  waitForContinue?: boolean;
  /** Fails instead of waiting longer for the whole answer. Default 10 s. */
  timeoutMs?: number;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|[a-z0-9-]+\.localhost|\[::1\])$/i;

/**
 * One request of `url` sent to 127.0.0.1 with the URL's host as Host header, so that
 * `http://slot1.localhost:28080/` reaches the local web server as the browser would.
 */
export function sendLocal(url: string, options: SendOptions = {}) {
  const { host, hostname, port, pathname, search } = new URL(url);
  if (!LOOPBACK.test(hostname))
    throw new Error(`Requests go to the loopback interface only, not ${url}`);
  const {
    method = 'GET',
    headers = {},
    body,
    agent,
    waitForContinue,
    timeoutMs = 10_000,
  } = options;
  return new Promise<LocalResponse>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `${pathname}${search}`,
        headers: { host, ...headers },
        agent: agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (waitForContinue) {
      // The headers go out alone; the body follows the server's `100 Continue`.
      req.on('continue', () => req.end(body));
      req.flushHeaders();
    } else req.end(body);
  });
}

/** A GET of `url` sent to 127.0.0.1 (see `sendLocal`). */
export function getLocal(url: string, headers: Record<string, string> = {}) {
  return sendLocal(url, { headers });
}
