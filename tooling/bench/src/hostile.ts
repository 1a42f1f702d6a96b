/** One hostile request sent to the web server. */
export interface HostileCase {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const site = { domain_name: 'slot1.localhost', external_id: '' };
const json = { 'content-type': 'application/json' };

/** Bodies no caller should send, each sent to every endpoint in `hostileEndpoints`. */
export const hostileBodies: readonly { name: string; body: string | Buffer; type?: string }[] = [
  { name: 'truncated JSON', body: '{"account_id":' },
  { name: 'empty body', body: '' },
  { name: 'null', body: 'null' },
  { name: 'array', body: '[]' },
  { name: 'string', body: '"demo01"' },
  { name: 'number', body: '12345' },
  { name: '__proto__ key', body: `{"__proto__":{"admin":true},"account_id":"demo01"}` },
  { name: 'constructor.prototype', body: '{"constructor":{"prototype":{"admin":true}}}' },
  { name: '20,000 nested arrays', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  {
    name: '200 KB field',
    body: JSON.stringify({ ...site, account_id: 'a'.repeat(200_000), password: 'x' }),
  },
  {
    name: 'SQL in fields',
    body: JSON.stringify({ ...site, account_id: "demo01' OR '1'='1", password: "' OR 1=1 --" }),
  },
  {
    name: 'NUL and control characters',
    body: JSON.stringify({ ...site, account_id: 'demo\u000001\u001b[2J', password: '\u0000' }),
  },
  {
    name: 'operator objects for strings',
    body: JSON.stringify({ ...site, account_id: { $ne: '' }, password: { $gt: '' } }),
  },
  {
    name: 'huge, negative and fractional amounts',
    body: `{"domain_name":"slot1.localhost","external_id":"","account_id":"demo01","auth":"x","amount":1e309,"method":"GCASH","reference":"r"}`,
  },
  {
    name: 'negative amount and id',
    body: JSON.stringify({ ...site, account_id: 'demo01', auth: 'x', amount: -100, inbox_id: -1 }),
  },
  { name: 'NaN literal', body: '{"amount":NaN}' },
  {
    name: 'invalid UTF-8',
    body: Buffer.concat([
      Buffer.from('{"account_id":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]),
  },
  {
    name: 'duplicate keys',
    body: '{"account_id":"x","account_id":"demo01","password":"demo1234"}',
  },
  { name: 'JSON as text/plain', body: JSON.stringify(site), type: 'text/plain' },
  {
    name: 'form-encoded',
    body: 'account_id=demo01&password=demo1234',
    type: 'application/x-www-form-urlencoded',
  },
  {
    name: 'XML',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    type: 'application/xml',
  },
];

/** Calls of each kind: sign-in, a money call with a session, and a site lookup. */
export const hostileEndpoints = ['/api/auth/login', '/api/wallet/deposit', '/api/startup'] as const;

/** Hostile headers, methods and paths. */
export const hostileRequests: readonly HostileCase[] = [
  {
    name: 'X-Forwarded-For garbage',
    method: 'POST',
    path: '/api/startup',
    headers: { ...json, 'x-forwarded-for': "' OR 1=1, <script>, 999.999.1.1" },
    body: JSON.stringify(site),
  },
  {
    name: '8 KB X-Forwarded-For',
    method: 'POST',
    path: '/api/startup',
    headers: { ...json, 'x-forwarded-for': '10.0.0.1, '.repeat(800) },
    body: JSON.stringify(site),
  },
  { name: 'Host with markup', method: 'GET', path: '/', headers: { host: 'a b<script>' } },
  {
    name: 'forged X-Forwarded-Host and -Proto',
    method: 'POST',
    path: '/api/startup',
    headers: { ...json, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    body: JSON.stringify(site),
  },
  { name: 'PUT on a call', method: 'PUT', path: '/api/auth/login', headers: json, body: '{}' },
  { name: 'DELETE on a call', method: 'DELETE', path: '/api/auth/login' },
  { name: 'GET on a call', method: 'GET', path: '/api/auth/login' },
  { name: 'media path traversal', method: 'GET', path: '/api/media/..%2f..%2fpackage.json' },
  { name: 'media path with a NUL byte', method: 'GET', path: '/api/media/%00/..%2f.env' },
  {
    name: 'unknown call',
    method: 'POST',
    path: '/api/../../etc/passwd',
    headers: json,
    body: '{}',
  },
  {
    name: 'gzip claimed, plain sent',
    method: 'POST',
    path: '/api/startup',
    headers: { ...json, 'content-encoding': 'gzip' },
    body: JSON.stringify(site),
  },
  {
    name: 'request id with markup',
    method: 'POST',
    path: '/api/startup',
    headers: { ...json, 'x-request-id': '<script>alert(1)</script>' },
    body: '{',
  },
];

/** Every hostile request: each body to each endpoint, then the header, method and path cases. */
export function hostileCases(): HostileCase[] {
  return [
    ...hostileEndpoints.flatMap((path) =>
      hostileBodies.map(({ name, body, type }) => ({
        name: `${path}: ${name}`,
        method: 'POST',
        path,
        headers: { 'content-type': type ?? 'application/json' },
        body,
      })),
    ),
    ...hostileRequests,
  ];
}

/** What an answer gives away that it must not: stack frames, file paths, addresses, driver errors. */
const INTERNALS =
  /(\bat [\w.<>]+ \(|\bat (file|node):|node_modules|\/work\/|\/home\/|\/usr\/|ECONN\w+|EADDR\w+|SQLITE_\w*|LibsqlError|TypeError|ReferenceError|Cannot read propert|\b127\.0\.0\.1:\d+)/i;

export interface Verdict {
  /** A JSON object `{statusCode, statusMessage}`; for an HTTP error, `statusCode` is `-status`. */
  apiShape: boolean;
  /** An HTTP error status in the API shape. */
  refusedInShape: boolean;
  serverError: boolean;
  internals: boolean;
}

/** Judges one answer to a hostile request. */
export function judge(status: number, body: string): Verdict {
  let shaped = false;
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown; statusMessage?: unknown } | null;
    shaped =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.statusCode === 'number' &&
      (status < 400 || parsed.statusCode === -status) &&
      typeof parsed.statusMessage === 'string' &&
      parsed.statusMessage !== '';
  } catch {
    shaped = false;
  }
  return {
    apiShape: shaped,
    refusedInShape: status >= 400 && shaped,
    serverError: status >= 500,
    internals: INTERNALS.test(body),
  };
}
