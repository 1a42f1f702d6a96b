import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ForwardedHeaders } from './operator';

// The names proxy-addr (Fastify's trustProxy) understands, as ranges.
const named: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * A list of addresses, CIDR ranges and the names above (`TRUST_PROXY`, `METRICS_ALLOW`): whether an
 * address is in it. An empty list holds no address. `setting` names the list in its errors.
 */
export function createAddressList(list: readonly string[], setting = 'TRUST_PROXY') {
  const blocks = new BlockList();
  for (const entry of list.flatMap((item) => named[item.toLowerCase()] ?? [item])) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(plain(address));
    if (!family) throw new Error(`${setting}: not an address or CIDR: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(plain(address), type);
    else blocks.addSubnet(plain(address), Number(bits), type);
  }
  return (address: string | undefined): boolean => {
    if (!address || list.length === 0) return false;
    const ip = plain(address);
    const family = isIP(ip);
    return family !== 0 && blocks.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The proxies in front of the server (`TRUST_PROXY`): only a request whose socket comes from one of
 * them may tell the client's address, host, scheme and request id through headers.
 */
export function createTrust(list: readonly string[]) {
  const isTrusted = createAddressList(list);
  return {
    isTrusted,
    /** What Fastify's `trustProxy` option gets: the same list, or nothing trusted. */
    fastifyOption: list.length > 0 ? [...list] : false,
    /** A request id: the trusted proxy's `X-Request-Id` when it is a sane token, else a new one. */
    requestId(req: IncomingMessage): string {
      const incoming = req.headers['x-request-id'];
      if (
        typeof incoming === 'string' &&
        /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) &&
        isTrusted(req.socket.remoteAddress)
      ) {
        return incoming;
      }
      return randomUUID();
    },
  };
}

export type Trust = ReturnType<typeof createTrust>;

// Host names and IP literals with an optional port; anything else is not a host.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const isValidHost = (host: string | undefined): host is string =>
  typeof host === 'string' && host.length <= 260 && HOST.test(host);

/**
 * What the backend hears about the caller is what this server saw, never what the caller claims:
 * on proxied calls and on the calls a page's render makes alike.
 */
export const forwardHeaders = (
  request: Pick<FastifyRequest, 'id' | 'ip' | 'host' | 'protocol'>,
): ForwardedHeaders => ({
  'x-forwarded-for': request.ip,
  'x-forwarded-proto': request.protocol,
  'x-forwarded-host': request.host,
  'x-request-id': request.id,
});
