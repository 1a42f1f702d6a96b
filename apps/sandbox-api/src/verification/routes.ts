import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { VerificationRule } from '@playfront/core/contract';
import {
  VERIFICATION_MAX_BYTES,
  VERIFICATION_UPLOAD_PATH,
  verificationDocumentKinds,
  verificationRules,
} from '@playfront/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import type { Services } from '../routes/define';
import { CONTROL, money, ok, registerCall } from '../routes/define';
import { controlFilter, controlPlayer, findSite, requirePlayer } from '../routes/lookups';
import { bearerToken } from '../security/bearer';
import { sniffDocument } from './sniff';
import { roundDocuments, storedCheck, verificationState } from './checks';

/** The longest reason a reviewer may give for a rejection. */
export const REASON_MAX = 300;

/** Fields an upload may carry besides its one file. */
interface UploadFields {
  kind?: string;
  domain_name?: string;
}

/** An upload read whole: its fields and its one file. */
interface ReadUpload {
  fields: UploadFields;
  file: { bytes: Buffer; name: string; type: string } | null;
}

/** Failures of @fastify/multipart and busboy, as the sandbox answers them. */
function uploadError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('verificationFileTooLarge');
  if (code === 'FST_FILES_LIMIT_REACHED')
    return new ApiError('invalidRequest', 'Send one file per upload.');
  if (code === 'FST_FIELDS_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED')
    return new ApiError(
      'invalidRequest',
      'The upload has more parts than kind, domain_name and file.',
    );
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ApiError('invalidRequest', 'Send the document as multipart/form-data.');
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new ApiError('invalidRequest', 'The multipart body could not be read.');
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    return new ApiError('invalidRequest', 'The multipart body could not be read.');
  return null;
}

async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart())
    throw new ApiError('invalidRequest', 'Send the document as multipart/form-data.');
  const fields: UploadFields = {};
  let file: ReadUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new ApiError('invalidRequest', 'Send one file, in the field named file.');
        const bytes = await part.toBuffer();
        file = { bytes, name: part.filename, type: part.mimetype };
      } else if (part.fieldname === 'kind' || part.fieldname === 'domain_name') {
        if (fields[part.fieldname] !== undefined)
          throw new ApiError('invalidRequest', `${part.fieldname}: sent twice.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      } else throw new ApiError('invalidRequest', 'Only kind, domain_name and file are read.');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadError(error) ?? error;
  }
  return { fields, file };
}

/** The session an upload names: `Authorization: Bearer <token>` and `X-Account-Id`. */
function sessionOf(request: FastifyRequest) {
  const auth = bearerToken(request);
  const account = request.headers['x-account-id'];
  return { auth, account_id: typeof account === 'string' ? account.trim() : '' };
}

/**
 * Identity checks: the player's status and uploads, and the operator's reviewer and rule among
 * the controls. Documents are kept in `uploadDir`, which nothing serves.
 */
export function verificationRoutes(
  app: FastifyInstance,
  services: Services,
  uploadDir: string,
): void {
  const { db } = services;

  registerCall(app, '/api/verification/status', async (body, ctx) => {
    const player = await requirePlayer(services, body, ctx);
    return ok({ value: await verificationState(db, player.id, player.site) });
  });

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: VERIFICATION_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 512,
        headerPairs: 20,
      },
    });
    scope.post(VERIFICATION_UPLOAD_PATH, async (request) => {
      const { fields, file } = await readUpload(request);
      const kind = verificationDocumentKinds.find((k) => k === fields.kind);
      if (!kind)
        throw new ApiError(
          'invalidRequest',
          `kind: one of ${verificationDocumentKinds.join(', ')}`,
        );
      if (!file) throw new ApiError('invalidRequest', 'file: a JPEG, PNG or PDF is expected.');
      const forwarded = request.headers['x-forwarded-host'];
      const host =
        forwarded !== undefined && request.host === forwarded ? request.hostname : undefined;
      const player = await requirePlayer(
        services,
        {
          ...sessionOf(request),
          ...(fields.domain_name ? { domain_name: fields.domain_name } : {}),
        },
        host ? { host } : {},
      );
      const sniffed = await sniffDocument(file.bytes, file.name, file.type);
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const storedName = `${player.id}/${sha256}.${sniffed.extension}`;
      await db.write(async (tx) => {
        const check = await storedCheck(tx, player.id);
        const same = await tx.get(
          'SELECT kind FROM identity_documents WHERE player_id = ? AND round = ? AND sha256 = ?',
          [player.id, check.round, sha256],
        );
        // The same bytes again for the same document: a retry (perhaps of the upload that sent the
        // check to the reviewer), answered with the check as it is and no second record.
        if (same && str(same, 'kind') === kind) return;
        if (check.status === 'pending' || check.status === 'approved')
          throw new ApiError('verificationLocked');
        if (same)
          throw new ApiError(
            'verificationFileDuplicate',
            `This file was already sent as ${str(same, 'kind')} of this check.`,
          );
        await storeFile(uploadDir, storedName, file.bytes);
        const at = sqlTime(services.now());
        await tx.run(
          `INSERT INTO identity_documents
             (player_id, round, kind, sha256, media_type, size, stored_name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (player_id, round, kind) DO UPDATE SET sha256 = excluded.sha256,
             media_type = excluded.media_type, size = excluded.size,
             stored_name = excluded.stored_name, created_at = excluded.created_at`,
          [
            player.id,
            check.round,
            kind,
            sha256,
            sniffed.mediaType,
            file.bytes.length,
            storedName,
            at,
          ],
        );
        const sent = await roundDocuments(tx, player.id, check.round);
        // The check goes to the reviewer once all three documents of the round are in.
        const complete = verificationDocumentKinds.every((k) => sent.some((d) => d.kind === k));
        await tx.run(
          `INSERT INTO identity_checks (player_id, status, round, reason, submitted_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (player_id) DO UPDATE SET status = excluded.status,
             submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
          [
            player.id,
            complete ? 'pending' : check.status,
            check.round,
            check.reason,
            complete ? at : null,
            at,
          ],
        );
      });
      return ok({ value: await verificationState(db, player.id, player.site) });
    });
  });

  // The operator's reviewer: the checks waiting, oldest first.
  app.get<{ Querystring: { domain_name?: string } }>(
    '/sandbox/verification/pending',
    CONTROL,
    async (request) => {
      const { operator } = await controlFilter(db, request.query);
      const rows = await db.all(
        `SELECT c.player_id, c.round, c.submitted_at, p.account_id FROM identity_checks c
         JOIN players p ON p.id = c.player_id
         WHERE c.status = 'pending' AND (? = '' OR p.operator = ?)
         ORDER BY c.submitted_at, c.player_id LIMIT 100`,
        [operator, operator],
      );
      const checks = [];
      for (const r of rows)
        checks.push({
          account_id: str(r, 'account_id'),
          submitted_at: str(r, 'submitted_at'),
          documents: await roundDocuments(db, num(r, 'player_id'), num(r, 'round')),
        });
      return { statusCode: 1, checks };
    },
  );

  app.post<{ Body: { decision?: unknown; reason?: unknown } | null }>(
    '/sandbox/verification/review',
    CONTROL,
    async (request) => {
      const { decision, reason } = request.body ?? {};
      if (decision !== 'approve' && decision !== 'reject')
        throw new ApiError('invalidRequest', 'decision: approve or reject.');
      const why = typeof reason === 'string' ? reason.trim() : '';
      if (decision === 'reject' && (why === '' || why.length > REASON_MAX))
        throw new ApiError(
          'invalidRequest',
          `reason: 1 to ${REASON_MAX} characters for a rejection.`,
        );
      const player = await controlPlayer(db, request.body as Record<string, unknown>);
      const at = sqlTime(services.now());
      await db.write(async (tx) => {
        const check = await storedCheck(tx, player.id);
        if (check.status !== 'pending') throw new ApiError('verificationNotPending');
        // A rejection opens a new round: the player sends all three documents again.
        await tx.run(
          `UPDATE identity_checks SET status = ?, reason = ?, round = ?, reviewed_at = ?,
             updated_at = ? WHERE player_id = ?`,
          decision === 'approve'
            ? ['approved', null, check.round, at, at, player.id]
            : ['rejected', why, check.round + 1, at, at, player.id],
        );
      });
      const site = await findSite(
        db,
        String((request.body as { domain_name?: unknown }).domain_name),
      );
      return { statusCode: 1, value: await verificationState(db, player.id, site) };
    },
  );

  // The operator's rule, set per site (the startup answer names it).
  app.post<{ Body: { domain_name?: unknown; rule?: unknown; amount?: unknown } | null }>(
    '/sandbox/verification/rule',
    CONTROL,
    async (request) => {
      const { domain_name: domain, rule, amount } = request.body ?? {};
      const chosen = verificationRules.find((r): r is VerificationRule => r === rule);
      if (!chosen)
        throw new ApiError('invalidRequest', `rule: one of ${verificationRules.join(', ')}`);
      const valid =
        typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount <= 1e9;
      if (chosen === 'above_amount' && !valid)
        throw new ApiError(
          'invalidRequest',
          'amount: above 0 and at most 1000000000 with above_amount.',
        );
      const site = await findSite(db, typeof domain === 'string' ? domain : '');
      const cents = chosen === 'above_amount' && valid ? Math.round(amount * 100) : null;
      await db.write((tx) =>
        tx.run(
          'UPDATE sites SET verification_rule = ?, verification_amount_cents = ? WHERE id = ?',
          [chosen, cents, site.id],
        ),
      );
      return {
        statusCode: 1,
        rule: chosen,
        ...(cents === null ? {} : { amount: money(cents) }),
      };
    },
  );
}

/** Writes a document where nothing serves it, readable by the sandbox's user alone. */
async function storeFile(dir: string, name: string, bytes: Buffer): Promise<void> {
  const path = join(dir, name);
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  // Written aside and renamed, so a file under its final name is always whole.
  const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, path);
}
