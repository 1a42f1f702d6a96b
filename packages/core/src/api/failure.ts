import type { ApiPath, Envelope } from '../contract';

/** A failed call as every caller sees it: the envelope, plus `value: []` for favourites. */
export interface ApiFailure extends Envelope {
  /** Favourites fail with an empty list so screens can keep rendering. */
  value?: [];
}

/** How a call failed before any envelope could be read. */
export type FailureCause = 'network' | 'server';

type Normaliser = (cause: FailureCause, detail: string) => ApiFailure;

const serviceUnavailable: Normaliser = (_cause, detail) => ({
  statusCode: -503,
  statusMessage: 'serviceUnavailable',
  statusDetail: detail,
});
const internalServerError: Normaliser = (_cause, detail) => ({
  statusCode: -500,
  statusMessage: 'internalServerError',
  statusDetail: detail,
});
const disconnectOrServerError: Normaliser = (cause, detail) =>
  cause === 'network'
    ? { statusCode: 0, message: 'disconnect', statusDetail: detail }
    : internalServerError(cause, detail);

/** Which failure each call turns into, by the answer it got; the first match wins. */
const failureRules: readonly { match: (path: ApiPath) => boolean; normalise: Normaliser }[] = [
  { match: (p) => p === '/api/auth/get_balance', normalise: serviceUnavailable },
  {
    match: (p) => p === '/api/home/fav_list',
    normalise: (cause, detail) => ({ ...serviceUnavailable(cause, detail), value: [] }),
  },
  {
    match: (p) => p === '/api/settings/siteinfodetail' || p === '/api/seo',
    normalise: serviceUnavailable,
  },
  { match: (p) => p === '/api/startup', normalise: internalServerError },
  { match: (p) => p.startsWith('/api/auth/'), normalise: internalServerError },
  { match: () => true, normalise: disconnectOrServerError },
];

/**
 * Whether a call failed for want of an answer (the server could not be reached, or failed with a
 * server error) rather than because the backend refused it.
 */
export function isUnreachable(failure: ApiFailure): boolean {
  // A backend's own refusal is minus its HTTP status; 0 is the client's, for no answer at all.
  return [0, -500, -503].includes(failure.statusCode);
}

/** The failure a call reports when the network or the server failed (no usable envelope). */
export function normaliseFailure(path: ApiPath, cause: FailureCause, detail: string): ApiFailure {
  const rule = failureRules.find((r) => r.match(path));
  return (rule ?? failureRules[failureRules.length - 1]!).normalise(cause, detail);
}

/** The failure of an envelope answered with a status other than 1. */
export function envelopeFailure(path: ApiPath, envelope: Envelope): ApiFailure {
  const failure: ApiFailure = { statusCode: envelope.statusCode };
  if (envelope.statusMessage !== undefined) failure.statusMessage = envelope.statusMessage;
  if (envelope.statusDetail !== undefined) failure.statusDetail = envelope.statusDetail;
  if (envelope.message !== undefined) failure.message = envelope.message;
  if (envelope.statusParams !== undefined) failure.statusParams = envelope.statusParams;
  if (path === '/api/home/fav_list') failure.value = [];
  return failure;
}

/** Narrows an unknown RTK Query error to an ApiFailure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}
