// Short-lived addresses for playing a stored video or recording in the page. A `<video>` or
// `<audio>` element fetches its source itself, without the bearer token, so the address carries
// its own permission: the file, the organisation it was issued to and an expiry, with an HMAC over
// the three. The token never goes into an address (it would land in logs and the browser's history).
// The HMAC key is derived from the gateway's secrets key, so every gateway sharing `SECRETS_KEY`
// accepts the links of the others, while the sealing key itself is never used for a second purpose.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLAYBACK_PATH } from '@school-sports/gateway-client/contract';
import { ApiError } from '../http/errors.ts';

/** How long a playback address works: enough to start playing and seek, short enough not to be passed around. */
export const PLAYBACK_LINK_SECONDS = 5 * 60;

/** What a playback address names once its signature is checked. */
export interface PlaybackGrant {
  fileId: string;
  orgId: string;
}

/** The query of a signed address: organisation, expiry (Unix seconds) and signature. */
export interface PlaybackQuery {
  orgId: string;
  expires: string;
  signature: string;
}

/** Issues and checks playback addresses under one key. */
export interface PlaybackLinks {
  /** The path and query under which `fileId` plays for `orgId` until `now` plus the link's lifetime. */
  issue(grant: PlaybackGrant, now?: Date): { url: string; expiresAt: string };
  /**
   * The grant of a signed address.
   *
   * @throws ApiError 403 `file.linkInvalid` when the signature does not match what it names,
   *   403 `file.linkExpired` when it has expired.
   */
  check(fileId: string, query: PlaybackQuery, now?: Date): PlaybackGrant;
}

/** Playback links keyed by the gateway's 32-byte secrets key. */
export function playbackLinks(secretsKey: Buffer): PlaybackLinks {
  const key = createHmac('sha256', secretsKey).update('lesson-playback-link-v1').digest();
  const sign = (fileId: string, orgId: string, expires: number) =>
    createHmac('sha256', key).update(`${fileId}\n${orgId}\n${expires}`, 'utf8').digest();
  return {
    issue({ fileId, orgId }, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PLAYBACK_LINK_SECONDS;
      const query = new URLSearchParams({
        orgId,
        expires: String(expires),
        signature: sign(fileId, orgId, expires).toString('base64url'),
      });
      return {
        url: `${PLAYBACK_PATH}${encodeURIComponent(fileId)}?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    check(fileId, query, now = new Date()) {
      const expires = /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : Number.NaN;
      // Compared as text: decoding first would take a signature whose last character differs only
      // in bits base64 leaves unused (an altered address) for the genuine one.
      const given = Buffer.from(query.signature, 'utf8');
      const expected = Number.isFinite(expires)
        ? Buffer.from(sign(fileId, query.orgId, expires).toString('base64url'), 'utf8')
        : null;
      // The signature is compared in constant time, and before the expiry is looked at, so a
      // tampered address is told apart from an expired one only once it is known to be genuine.
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(403, 'file.linkInvalid');
      }
      if (expires * 1000 <= now.getTime()) throw new ApiError(403, 'file.linkExpired');
      return { fileId, orgId: query.orgId };
    },
  };
}
