// A large lesson file sent resumably (issue 47), with the tus protocol's maintained browser client.
// The client is loaded only when a file is picked, so the form's first paint carries none of it.
// A dropped connection is retried by the client itself, continuing from where the gateway says the
// upload stands; a file picked again (the upload list's retry, or the same file after a reload)
// continues the upload it started before, which the client remembers in local storage.

import type { ResumableUploadKind } from '@school-sports/domain';
import { RESUMABLE_FILE_HEADER, RESUMABLE_UPLOAD_PATH, storedFile } from '@school-sports/gateway-client';
import { initialLocale } from '../../i18n/locale.ts';
import { appStore, tokenAtom, userInfoAtom } from '../../session/state.ts';

/**
 * Bytes of one continuation: a dropped connection costs at most this much again, and progress moves
 * in steps no larger (a browser cannot tell how much of a failed request arrived).
 */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** Waits between the client's attempts after a dropped connection, in ms; then it gives up. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/** The gateway's refusal of a resumable upload: its message in the reader's language. */
function refusalOf(error: Error & { originalResponse?: { getBody(): string } | null }): Error {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { msg?: unknown };
    if (typeof body.msg === 'string') return new Error(body.msg);
  } catch {
    // Not the gateway's answer (the network failed): the client's own message says what happened.
  }
  return error;
}

/**
 * Uploads `file` as `kind` resumably, reporting progress from 0 to 100; `signal` cancels it (and
 * asks the gateway to drop what it kept). Answers the stored file, as the plain upload does.
 */
export async function uploadResumably(
  file: File,
  kind: ResumableUploadKind,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  const { Upload } = await import('tus-js-client');
  return new Promise<{ fileId: string; url: string; name: string; size: number; contentType: string }>(
    (resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: RESUMABLE_UPLOAD_PATH,
        retryDelays: RETRY_DELAYS,
        chunkSize: CHUNK_BYTES,
        metadata: { kind, filename: file.name, filetype: file.type },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onBeforeRequest(request) {
          // The current token each time: a session refreshed during a long upload goes on.
          const token = appStore.get(tokenAtom);
          if (token) request.setHeader('Authorization', `${token.tokenType} ${token.accessToken}`);
          const orgId = appStore.get(userInfoAtom)?.currentAccount?.orgId;
          if (orgId) request.setHeader('orgId', orgId);
          request.setHeader('Accept-Language', initialLocale());
        },
        onProgress(sent, total) {
          onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0);
        },
        // A refusal of the gateway (a 4xx but a conflict of offsets) is final; a network failure is retried.
        onShouldRetry(error) {
          const status = error.originalResponse?.getStatus() ?? 0;
          return status === 0 || status === 409 || status === 423 || status >= 500;
        },
        onError(error) {
          reject(refusalOf(error));
        },
        onSuccess({ lastResponse }) {
          const fileId = lastResponse.getHeader(RESUMABLE_FILE_HEADER) ?? '';
          resolve(
            storedFile.parse({
              fileId,
              url: `/api/uc/oss/file/${fileId}`,
              name: file.name,
              size: file.size,
              contentType: file.type,
            }),
          );
        },
      });
      signal.addEventListener(
        'abort',
        () => {
          void upload.abort(true).finally(() => reject(signal.reason));
        },
        { once: true },
      );
      void upload.findPreviousUploads().then((previous) => {
        const [last] = previous;
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      });
    },
  );
}
