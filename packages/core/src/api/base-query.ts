import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiPath, apiCalls, Envelope } from '../contract';
import { STATUS_OK } from '../contract/constants';
import type { ApiFailure } from './failure';
import { envelopeFailure, normaliseFailure } from './failure';

/** Side effects the core asks the app for; every one has a harmless default. */
export interface Services {
  /** Moves the app to a path (router push). Default: sets `location.href` when there is a window. */
  navigate(path: string): void;
  /** Translates a key, filling in `params`. Default: the key itself. */
  t(key: string, params?: Record<string, unknown>): string;
  /** Logs a diagnostic line. Default: `console.warn`. */
  log(...args: unknown[]): void;
  /**
   * Loads the message groups not loaded yet (a page the server rendered has only those its render
   * read; a failed call's message is written from `errors`): a promise while they load, nothing
   * once all are there. Default: nothing.
   */
  loadTexts(): Promise<void> | undefined;
}

/** What the store hands every API call (thunk extra argument). */
export interface ApiExtra {
  services: Services;
  /** Prefix of every call path; '' calls the same origin. */
  apiBaseUrl: string;
  /** Sent as `domain_name`: the page's host name. */
  domainName: string;
  /** The fetch to use. Default: the global fetch at call time. */
  fetch?: typeof fetch;
}

/** One call: a contract path and the fields the caller supplies. */
export interface ApiCallArgs {
  path: ApiPath;
  body?: object;
}

/** The parts of the state the base query reads; kept structural so the api does not import the store. */
interface CallerState {
  session?: {
    heldBy?: 'server';
    token?: string;
    user?: { account_id?: string; session_token?: string };
  };
  layout?: { site?: { external_id?: string } | null };
}

type Contract = { apiCalls: typeof apiCalls };
let contract: Promise<Contract> | undefined;
/**
 * The contract's schemas load with the first call, not with the page: a page the server rendered
 * with its data validates nothing until the player does something. A failed load is tried again
 * by the next call.
 */
const loadContract = (): Promise<Contract> =>
  (contract ??= import('../contract/registry').catch((error: unknown) => {
    contract = undefined;
    throw error;
  }));

const requestKeys = ({ apiCalls }: Contract, path: ApiPath): ReadonlySet<string> => {
  const schema: { shape?: object } = apiCalls[path].request;
  return new Set(schema.shape ? Object.keys(schema.shape) : []);
};

/** The fields the spec asks the client to add, each only when the call's request names it. */
function autoFields(
  keys: ReadonlySet<string>,
  state: CallerState,
  domainName: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (keys.has('domain_name')) fields.domain_name = domainName;
  if (keys.has('external_id')) fields.external_id = state.layout?.site?.external_id ?? '';
  if (keys.has('account_id')) fields.account_id = state.session?.user?.account_id ?? '';
  // A session the web server holds: it adds `auth` from its cookie, the page never has it.
  if (keys.has('auth') && state.session?.heldBy !== 'server')
    fields.auth = state.session?.token || state.session?.user?.session_token || '';
  return fields;
}

/**
 * Sent with every call where the web server holds the session: a header a form or a cross-site
 * script cannot send, so the server knows the call comes from the site's own pages.
 */
export const SITE_REQUEST_HEADER = 'x-playfront-request';

/** The values an error message names: a flat object of strings and numbers, else nothing. */
function statusParamsOf(value: unknown): Envelope['statusParams'] {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Parsed = { ok: true; json: unknown } | { ok: false };
const parseJson = (text: string): Parsed => {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * POSTs JSON to a contract path, adds site and session fields, validates the answer with the
 * contract and turns every failure into the spec's envelope; it never throws.
 */
export const playfrontBaseQuery: BaseQueryFn<ApiCallArgs, unknown, ApiFailure> = async (
  { path, body = {} },
  api,
) => {
  const extra = api.extra as ApiExtra;
  const doFetch = extra.fetch ?? globalThis.fetch;

  let response: Response;
  let text: string;
  let schemas: Contract;
  try {
    schemas = await loadContract();
    const state = api.getState() as CallerState;
    const payload = { ...autoFields(requestKeys(schemas, path), state, extra.domainName), ...body };
    response = await doFetch(`${extra.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(state.session?.heldBy === 'server' ? { [SITE_REQUEST_HEADER]: '1' } : {}),
      },
      body: JSON.stringify(payload),
    });
    text = await response.text();
  } catch (error) {
    return { error: normaliseFailure(path, 'network', errorText(error)) };
  }

  const parsed = parseJson(text);
  if (!parsed.ok || !isRecord(parsed.json))
    return { error: normaliseFailure(path, 'server', `HTTP ${response.status}: not JSON`) };

  const json = parsed.json;
  const status = json.statusCode;
  const statusMissing = status === undefined || status === null || status === '';
  if (typeof status === 'number' && status !== STATUS_OK) {
    const failure: Envelope = { statusCode: status };
    for (const key of ['statusMessage', 'statusDetail', 'message'] as const) {
      const value = json[key];
      if (typeof value === 'string') failure[key] = value;
    }
    const params = statusParamsOf(json.statusParams);
    if (params) failure.statusParams = params;
    return { error: envelopeFailure(path, failure) };
  }
  if (statusMissing && !response.ok)
    return { error: normaliseFailure(path, 'server', `HTTP ${response.status}`) };

  // A missing status counts as success, so it is checked as statusCode 1.
  const result = schemas.apiCalls[path].response.safeParse(
    statusMissing ? { ...json, statusCode: STATUS_OK } : json,
  );
  if (!result.success)
    return { error: normaliseFailure(path, 'server', 'Response does not match the contract') };
  return { data: result.data };
};
