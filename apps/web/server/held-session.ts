import cookie from '@fastify/cookie';
import { apiCalls, VERIFICATION_UPLOAD_PATH } from '@playfront/core/contract';
import type { ApiPath } from '@playfront/core/contract';
import { sessionExpiryMessages } from '@playfront/core/errors';
import { SITE_REQUEST_HEADER } from '@playfront/core/api';
import type { SessionState } from '@playfront/core/store';
import { initialSessionState } from '@playfront/core/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HeldSession, SessionSeal } from './session';
import { sessionCookieName } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The player's session this server holds for the request's cookie, if any. */
    heldSession: HeldSession | null;
    /** The request carried a session cookie that no longer opens (forged, expired, foreign). */
    staleSession: boolean;
  }
}

/** Sign-in calls: their answer carries the token this server keeps and the page never sees. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/login',
  '/api/auth/login_tac',
  '/api/auth/tac/verify',
  '/api/auth/login_second_step',
]);
/** Calls after which the caller's session is over on the backend. */
const SESSION_ENDING_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/logout',
  '/api/safety/exclude',
  '/api/auth/close_account',
]);
const PROFILE_PATH = '/api/settings/profile_update';

/** Contract calls of a signed-in player: their request carries `auth`. */
const OWN_DATA_PATHS: ReadonlySet<string> = new Set(
  (Object.entries(apiCalls) as [ApiPath, { request: { shape?: object } }][])
    .filter(([, call]) => 'auth' in (call.request.shape ?? {}))
    .map(([path]) => path),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of the URL before the query. */
const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** A refusal of a call that did not come from the site's own pages. */
export class CrossSiteRefusal extends Error {
  readonly statusCode = 403;
  constructor() {
    super('crossSiteRequest');
  }
}

export interface HeldSessionOptions {
  seal: SessionSeal;
  /** The page origin an operator configured (`PUBLIC_ORIGIN`); calls from it are the site's own. */
  publicOrigin: string;
}

/**
 * The web server holds each player's session: an httpOnly, SameSite=Lax cookie (`__Host-` over
 * HTTPS) with the backend's token sealed inside. Every request learns its session here; the
 * proxy (`sessionCalls`) adds it to own-data calls, and the renderer draws the player's pages.
 */
export async function registerHeldSession(app: FastifyInstance, { seal }: HeldSessionOptions) {
  await app.register(cookie);
  app.decorateRequest('heldSession', null);
  app.decorateRequest('staleSession', false);
  app.addHook('onRequest', async (request) => {
    const value = request.cookies[sessionCookieName(request.protocol === 'https')];
    if (value === undefined) return;
    request.heldSession = await seal.open(value, request.hostname.toLowerCase());
    request.staleSession = request.heldSession === null;
  });
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  path: '/',
});

/** Puts the sealed session on the reply. */
export async function setSessionCookie(
  reply: FastifyReply,
  seal: SessionSeal,
  session: HeldSession,
): Promise<void> {
  const request = reply.request;
  void reply.setCookie(sessionCookieName(request.protocol === 'https'), await seal.seal(session), {
    ...cookieOptions(request),
    maxAge: seal.maxAgeSeconds,
  });
}

/** Ends the session's cookie on the browser. */
export function clearSessionCookie(reply: FastifyReply): void {
  const request = reply.request;
  void reply.clearCookie(sessionCookieName(request.protocol === 'https'), cookieOptions(request));
}

/**
 * Whether a call comes from another site: browsers say so in `Sec-Fetch-Site`, older ones in
 * `Origin`; a call with neither (a program, not a page) is judged by the site header alone.
 */
function fromAnotherSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== publicOrigin;
}

/**
 * The proxy's part of the held session. Before a call: a sign-in, or a call that would act with the
 * player's session, must come from the site's own pages (same origin, and the header only the
 * page's own scripts send), else it is refused; an own-data call gets `auth` and `account_id` from
 * the session. After it: a sign-in's token goes into the cookie and out of the answer, and an
 * answer that ends the session ends the cookie too.
 */
/** A JSON object in `body`, or null for anything else. */
function jsonObject(body: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function sessionCalls({ seal, publicOrigin }: HeldSessionOptions) {
  const acts = (request: FastifyRequest) => {
    const path = pathOf(request);
    return (
      SIGN_IN_PATHS.has(path) ||
      ((OWN_DATA_PATHS.has(path) || path === VERIFICATION_UPLOAD_PATH) &&
        (request.heldSession !== null || request.staleSession))
    );
  };
  return {
    /** The body to send on, or a `CrossSiteRefusal` thrown. */
    prepare(request: FastifyRequest, body: unknown): unknown {
      if (request.method !== 'POST') return body;
      if (acts(request)) {
        const own = request.headers[SITE_REQUEST_HEADER] === '1';
        if (!own || fromAnotherSite(request, publicOrigin)) throw new CrossSiteRefusal();
      }
      const path = pathOf(request);
      if (!OWN_DATA_PATHS.has(path) || !Buffer.isBuffer(body)) return body;
      const parsed = jsonObject(body);
      if (!parsed) return body;
      const session = request.heldSession;
      // Without a session the call still reaches the backend, which answers sessionExpired.
      const fields = session
        ? { account_id: session.accountId, auth: session.token }
        : { auth: typeof parsed.auth === 'string' ? parsed.auth : '' };
      return Buffer.from(JSON.stringify({ ...parsed, ...fields }));
    },

    /**
     * The session of a document upload: a multipart body is passed on as sent, so the held
     * session goes in headers the backend reads for uploads (a caller's own are replaced).
     */
    uploadHeaders(request: FastifyRequest): Record<string, string> {
      if (pathOf(request) !== VERIFICATION_UPLOAD_PATH) return {};
      const session = request.heldSession;
      if (session)
        return { authorization: `Bearer ${session.token}`, 'x-account-id': session.accountId };
      // A cookie that no longer opens: the backend answers sessionExpired, not a caller's token.
      return request.staleSession ? { authorization: '', 'x-account-id': '' } : {};
    },

    /** Whether the answer must be read before it goes to the page. */
    reads(request: FastifyRequest): boolean {
      return acts(request) || SESSION_ENDING_PATHS.has(pathOf(request));
    },

    /** The answer as the page gets it, with the cookie set or cleared on the reply. */
    async answer(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<Buffer> {
      const path = pathOf(request);
      const json = jsonObject(body);
      if (!json) return body;
      const ok = json.statusCode === undefined || json.statusCode === 1;
      const message = typeof json.statusMessage === 'string' ? json.statusMessage : '';
      if (SIGN_IN_PATHS.has(path) && ok && typeof json.token === 'string' && json.token) {
        const user = isObject(json.user) ? json.user : {};
        const sent = parseBody(request.body);
        await setSessionCookie(reply, seal, {
          token: json.token,
          accountId: [user.account_id, sent.account_id].find((id) => typeof id === 'string') ?? '',
          fullName: typeof json.fullname === 'string' ? json.fullname : '',
          email: typeof json.email === 'string' ? json.email : '',
          host: request.hostname.toLowerCase(),
        });
        // The token stays here: the page learns only that the sign-in worked.
        const answer = {
          ...json,
          token: '',
          ...(isObject(json.user) ? { user: { ...json.user, session_token: '' } } : {}),
        };
        return Buffer.from(JSON.stringify(answer));
      }
      const ended =
        sessionExpiryMessages.includes(message) ||
        path === '/api/auth/logout' ||
        (SESSION_ENDING_PATHS.has(path) && ok) ||
        (request.staleSession && (OWN_DATA_PATHS.has(path) || path === VERIFICATION_UPLOAD_PATH));
      if (ended) clearSessionCookie(reply);
      else if (path === PROFILE_PATH && ok && request.heldSession) {
        // The header's name comes from the cookie on the next page: it follows the change.
        const profile = Array.isArray(json.value) && isObject(json.value[0]) ? json.value[0] : {};
        await setSessionCookie(reply, seal, {
          ...request.heldSession,
          fullName:
            typeof profile.full_name === 'string'
              ? profile.full_name
              : request.heldSession.fullName,
          email:
            typeof profile.contact_email === 'string'
              ? profile.contact_email
              : request.heldSession.email,
        });
      }
      return body;
    },
  };
}

export type SessionCalls = ReturnType<typeof sessionCalls>;

function parseBody(body: unknown): Record<string, unknown> {
  if (!Buffer.isBuffer(body)) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The session a page the browser draws itself starts from (a render that failed): the player's
 * name and account without the token, or a guest's. Balance and the rest follow from the calls.
 */
export function heldPageSession(player: HeldSession | null): SessionState {
  if (!player) return { ...initialSessionState, heldBy: 'server' };
  return {
    ...initialSessionState,
    heldBy: 'server',
    isAuthenticated: true,
    fullname: player.fullName,
    email: player.email,
    user: {
      account_id: player.accountId,
      session_token: '',
      full_name: player.fullName,
      contact_email: player.email,
    },
  };
}
