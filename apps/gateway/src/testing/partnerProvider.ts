// A partner platform that signs its users in as an OpenID Connect provider, as
// docs/third-party-sign-in.md (section 7) describes one: a discovery document, its signing keys, an
// authorization endpoint that sends the user back with a code (the user is already signed in at the
// partner) and a token endpoint that answers an ID token for it. Written from the document and the
// standard alone, with `jose` for the token: the gateway tests and the journey check the platform
// against a provider as a partner would run one, not against the gateway's own library. Small on
// purpose: one client, codes kept in memory, and a few ways to answer wrong on request.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** The user signed in at the partner, as its ID tokens name them. */
export interface ProviderUser {
  /** The partner's identifier of the user. */
  sub: string;
  /** The name the user goes by, sent with the profile scope. */
  preferred_username?: string;
}

/** How the next ID token may be spoiled, to see the platform refuse it. */
export type SpoiledToken = 'expired' | 'audience' | 'nonce' | 'issuer' | 'signature';

/** The platform as the provider registered it: the client id and secret it gave, and the return addresses it allows. */
export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface PartnerProvider {
  /** The issuer address to register on the platform. */
  issuer: string;
  /** The platform's registration at this provider. */
  client: ProviderClient;
  /** Signs `user` in at the partner: authorizations from now on are approved for them. */
  signIn(user: ProviderUser): void;
  /** The next authorization is refused with `error` (as when the user cancels: `access_denied`). */
  refuseNext(error: string): void;
  /** The next ID token is spoiled `way`. */
  spoilNext(way: SpoiledToken): void;
  close(): Promise<void>;
}

/** What an authorization code stands for until the token endpoint takes it. */
interface Grant {
  redirectUri: string;
  nonce: string | undefined;
  challenge: string;
  scope: string[];
  user: ProviderUser;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The client id and secret of an `Authorization: Basic` header (each form-encoded, as OAuth 2.0 says). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const [id, secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  if (id === undefined || secret === undefined) return null;
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  return { id: decode(id), secret: decode(secret) };
}

/**
 * Starts a provider on a free port of the loopback for the platform registered as `client`;
 * `clientId` and `clientSecret` are made when not given.
 */
export async function startPartnerProvider(
  client: Partial<ProviderClient> & { redirectUris: string[] },
): Promise<PartnerProvider> {
  const registered: ProviderClient = {
    clientId: client.clientId ?? `busi-${randomBytes(6).toString('hex')}`,
    clientSecret: client.clientSecret ?? base64url(randomBytes(24)),
    redirectUris: client.redirectUris,
  };
  const keys = await generateKeyPair('ES256');
  const otherKeys = await generateKeyPair('ES256');
  const kid = base64url(randomBytes(8));
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'ES256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let user: ProviderUser = { sub: 'nobody' };
  let refusal: string | null = null;
  let spoiled: SpoiledToken | null = null;
  let issuer = '';

  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    // An unknown client or return address is told here, never sent anywhere.
    if (query.get('client_id') !== registered.clientId || !registered.redirectUris.includes(redirectUri)) {
      json(response, 400, { error: 'invalid_request', error_description: 'unknown client or redirect_uri' });
      return;
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    back.searchParams.set('iss', issuer);
    const scope = (query.get('scope') ?? '').split(' ');
    const well =
      query.get('response_type') === 'code' &&
      scope.includes('openid') &&
      query.get('code_challenge_method') === 'S256';
    if (refusal !== null || !well) {
      back.searchParams.set('error', refusal ?? 'invalid_request');
      refusal = null;
    } else {
      const code = base64url(randomBytes(24));
      grants.set(code, {
        redirectUri,
        nonce: query.get('nonce') ?? undefined,
        challenge: query.get('code_challenge') ?? '',
        scope,
        user,
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href });
    response.end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await formOf(request);
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials?.id !== registered.clientId || credentials.secret !== registered.clientSecret) {
      json(response, 401, { error: 'invalid_client' });
      return;
    }
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    // A code is good once, for the address and the PKCE challenge it was issued with.
    grants.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge
    ) {
      json(response, 400, { error: 'invalid_grant' });
      return;
    }
    const way = spoiled;
    spoiled = null;
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, string> = {};
    if (grant.nonce !== undefined) claims.nonce = way === 'nonce' ? 'another-nonce' : grant.nonce;
    if (grant.scope.includes('profile') && grant.user.preferred_username !== undefined) {
      claims.preferred_username = grant.user.preferred_username;
    }
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(way === 'issuer' ? `${issuer}/other` : issuer)
      .setAudience(way === 'audience' ? 'another-client' : registered.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt(way === 'expired' ? now - 7200 : now)
      .setExpirationTime(way === 'expired' ? now - 3600 : now + 300)
      .sign(way === 'signature' ? otherKeys.privateKey : keys.privateKey);
    json(response, 200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
      scope: grant.scope.join(' '),
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        scopes_supported: ['openid', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
      });
    } else if (route === 'GET /jwks') {
      json(response, 200, { keys: [publicJwk] });
    } else if (route === 'GET /authorize') {
      authorize(url, response);
    } else if (route === 'POST /token') {
      token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    } else {
      json(response, 404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    client: registered,
    signIn(next) {
      user = next;
    },
    refuseNext(error) {
      refusal = error;
    },
    spoilNext(way) {
      spoiled = way;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
