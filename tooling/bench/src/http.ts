import { request } from 'node:http';

export interface LocalResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET of `url` sent to 127.0.0.1 with the URL's host as Host header, so that
 * `http://slot1.localhost:28080/` reaches the local web server as the browser would.
 */
export function getLocal(url: string, headers: Record<string, string> = {}) {
  const { host, port, pathname, search } = new URL(url);
  return new Promise<LocalResponse>((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}
