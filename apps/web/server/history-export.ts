import { apiCalls, envelope } from '@playfront/core/contract';
import { sessionExpiryMessages } from '@playfront/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors';
import { clearSessionCookie } from './held-session';
import type { ForwardedHeaders } from './operator';

/** Where a history screen's download link points: `?kind=&language=&start_date=&end_date=`. */
export const HISTORY_EXPORT_PATH = '/history.csv';

const EXPORT_CALL = '/api/wallet/history_export';

export interface HistoryExportOptions {
  apiUrl: string;
  timeoutMs: number;
  forwardHeaders: (request: FastifyRequest) => ForwardedHeaders;
}

/** A download's file name as the backend named it, if it is a plain one. */
const safeFileName = (name: unknown): string =>
  typeof name === 'string' && /^[\w.-]{1,100}\.csv$/.test(name) ? name : 'history.csv';

/**
 * A history as a CSV download: a plain GET (a link, so it works before the page's scripts run)
 * that this server sends on to the backend with the session it holds for the cookie, and answers
 * as an attachment. A refusal comes back in the API's error shape with its status.
 */
export function registerHistoryExport(
  app: FastifyInstance,
  { apiUrl, timeoutMs, forwardHeaders }: HistoryExportOptions,
) {
  app.get<{ Querystring: Record<string, unknown> }>(HISTORY_EXPORT_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = request.heldSession;
    if (!session) {
      if (request.staleSession) clearSessionCookie(reply);
      return reply.code(401).send({ statusCode: -401, statusMessage: 'sessionExpired' });
    }
    const { kind, language, start_date, end_date } = request.query;
    const call = {
      account_id: session.accountId,
      auth: session.token,
      kind,
      language,
      start_date,
      end_date,
    };
    if (!apiCalls[EXPORT_CALL].request.safeParse(call).success)
      return reply.code(400).send({
        ...apiError(400),
        statusDetail:
          'kind (statement, bets, deposits or withdrawals), language, start_date and end_date (YYYY-MM-DD) expected.',
      });
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(`${apiUrl}${EXPORT_CALL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwardHeaders(request) },
        body: JSON.stringify(call),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      body = await response.json();
    } catch (error) {
      request.log.warn({ err: error }, 'history export failed');
      return reply.code(502).send(apiError(502));
    }
    const answer = apiCalls[EXPORT_CALL].response.safeParse(body);
    if (status === 200 && answer.success && answer.data.statusCode === 1 && answer.data.value)
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${safeFileName(answer.data.value.file_name)}"`,
        )
        .send(answer.data.value.csv);
    const refusal = envelope.safeParse(body);
    if (!refusal.success || status < 400) return reply.code(502).send(apiError(502));
    // The session ended on the backend: the cookie ends too, as the proxy does for the page's calls.
    if (sessionExpiryMessages.includes(refusal.data.statusMessage ?? '')) clearSessionCookie(reply);
    const { statusCode, statusMessage, statusDetail, statusParams } = refusal.data;
    return reply.code(status).send({
      statusCode,
      statusMessage,
      ...(statusDetail ? { statusDetail } : {}),
      ...(statusParams ? { statusParams } : {}),
    });
  });
}
