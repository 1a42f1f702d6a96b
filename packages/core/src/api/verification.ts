import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { VerificationDocumentKind, VerificationState } from '../contract/verification-calls';
import { VERIFICATION_UPLOAD_PATH } from '../contract/verification-terms';
import type { CatalogueState } from '../errors/catalogue';
import { expireSession } from '../errors/catalogue';
import { sessionExpiryMessages } from '../errors/classify';
import { api, read } from './api';
import type { ApiExtra } from './base-query';
import { SITE_REQUEST_HEADER } from './base-query';
import type { ApiFailure } from './failure';

/** /api/verification/*: the player's identity check and the operator's rule. */
export const verificationApi = api
  .enhanceEndpoints({ addTagTypes: ['Verification'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getVerification: read(build, '/api/verification/status', ['Verification'], 0),
    }),
  });

export const { useGetVerificationQuery } = verificationApi;

/** How an upload ended: the check as it is now, or the refusal in the API's error shape. */
export type UploadResult =
  { ok: true; value: VerificationState } | { ok: false; failure: ApiFailure };

interface UploaderState extends CatalogueState {
  session: CatalogueState['session'] & {
    heldBy?: 'server';
    token?: string;
    user?: { account_id?: string; session_token?: string };
  };
}

const failure = (statusCode: number, statusMessage: string): ApiFailure => ({
  statusCode,
  statusMessage,
});

/**
 * Sends one document (multipart, so a 5 MB photo is not inflated into JSON) with its progress
 * from 0 to 1; on success the status is read again, so every screen showing the check follows.
 * The web server adds the held session; a page holding its own token sends it in headers.
 */
export const uploadVerificationDocument =
  (
    kind: VerificationDocumentKind,
    file: Blob,
    fileName: string,
    onProgress: (fraction: number) => void = () => undefined,
  ): ThunkAction<Promise<UploadResult>, UploaderState, ApiExtra, UnknownAction> =>
  (dispatch, getState, extra) =>
    new Promise<UploadResult>((resolve) => {
      const { session } = getState();
      const form = new FormData();
      form.append('kind', kind);
      form.append('domain_name', extra.domainName);
      form.append('file', file, fileName);
      const request = new XMLHttpRequest();
      request.open('POST', `${extra.apiBaseUrl}${VERIFICATION_UPLOAD_PATH}`);
      request.setRequestHeader('Accept', 'application/json');
      if (session.heldBy === 'server') request.setRequestHeader(SITE_REQUEST_HEADER, '1');
      else {
        request.setRequestHeader(
          'Authorization',
          `Bearer ${session.token || session.user?.session_token || ''}`,
        );
        request.setRequestHeader('X-Account-Id', session.user?.account_id ?? '');
      }
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onerror = () => resolve({ ok: false, failure: failure(0, 'disconnect') });
      request.ontimeout = request.onerror;
      request.onload = () => {
        let json: unknown;
        try {
          json = JSON.parse(request.responseText);
        } catch {
          json = undefined;
        }
        const answer = (json ?? {}) as {
          statusCode?: unknown;
          statusMessage?: unknown;
          statusDetail?: unknown;
          value?: VerificationState;
        };
        if (answer.statusCode === 1 && answer.value) {
          onProgress(1);
          // Every screen showing the check reads it again.
          dispatch(verificationApi.util.invalidateTags(['Verification']));
          resolve({ ok: true, value: answer.value });
          return;
        }
        const message =
          typeof answer.statusMessage === 'string' ? answer.statusMessage : 'internalServerError';
        if (sessionExpiryMessages.includes(message)) dispatch(expireSession());
        resolve({
          ok: false,
          failure: {
            statusCode: typeof answer.statusCode === 'number' ? answer.statusCode : -request.status,
            statusMessage: message,
            ...(typeof answer.statusDetail === 'string'
              ? { statusDetail: answer.statusDetail }
              : {}),
          },
        });
      };
      request.send(form);
    });
