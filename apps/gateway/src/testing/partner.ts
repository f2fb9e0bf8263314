// A partner platform as docs/third-party-sign-in.md describes one: it holds the client id and the
// secret it was given at registration and signs sign-in links for its users. Written from the
// document alone (it imports nothing of the gateway's), so the gateway tests and the journey check
// the protocol as a partner reads it, not the gateway against itself.
import { createHmac, randomBytes } from 'node:crypto';

/** What the partner was given when it was registered. */
export interface PartnerCredentials {
  clientId: string;
  secret: string;
}

/** What a sign-in link says: who signs in where, and where the partner wants them back. */
export interface PartnerSignInRequest {
  orgId: string;
  /** The person's login account or mobile number on the platform. */
  account: string;
  redirectUri: string;
  /** Unix seconds; now unless given (tests move it to make a query stale). */
  timestamp?: number;
  /** A fresh random nonce unless given (tests reuse one to replay a query). */
  nonce?: string;
}

/** The query's fields, in the order the document signs them. */
const SIGNED = ['client_id', 'org_id', 'account', 'timestamp', 'nonce', 'redirect_uri'] as const;

/** The signed sign-in query of `request`, as the partner's server makes it. */
export function signedPartnerQuery(credentials: PartnerCredentials, request: PartnerSignInRequest): URLSearchParams {
  const fields: Record<(typeof SIGNED)[number], string> = {
    client_id: credentials.clientId,
    org_id: request.orgId,
    account: request.account,
    timestamp: String(request.timestamp ?? Math.floor(Date.now() / 1000)),
    nonce: request.nonce ?? randomBytes(16).toString('base64url'),
    redirect_uri: request.redirectUri,
  };
  const canonical = ['busi-partner-v1', ...SIGNED.map((name) => fields[name])].join('\n');
  const signature = createHmac('sha256', credentials.secret).update(canonical, 'utf8').digest('hex');
  return new URLSearchParams({ ...fields, signature });
}

/** The link a partner's user follows: the platform's third-party page with the signed query. */
export function partnerSignInLink(
  origin: string,
  credentials: PartnerCredentials,
  request: PartnerSignInRequest,
): string {
  return `${origin}/busi/thirdManagement?${signedPartnerQuery(credentials, request)}`;
}
