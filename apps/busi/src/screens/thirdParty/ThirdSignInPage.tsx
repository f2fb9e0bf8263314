import {
  type DomainMessageId,
  partnerOidcCallbackFields,
  partnerOidcStartFields,
  partnerQueryFields,
  signInDestination,
} from '@school-sports/domain';
import { GatewayError, platformLogin, platformOidcCallback, platformOidcStart } from '@school-sports/gateway-client';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { domainText, failureText } from '../../i18n/translate.ts';
import { loadUserInfo, signOut, storeTokens } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { APP_BASE } from '../../shell/pages.ts';
import * as css from './thirdParty.css.ts';

const partnerQuery = z.object(partnerQueryFields);
const oidcStart = z.object(partnerOidcStartFields);
const oidcAnswer = z.object(partnerOidcCallbackFields);

/**
 * What the page's address is (docs/third-party-sign-in.md): the provider's answer to an OpenID
 * Connect sign-in (its `state`, with a `code` or an `error`); a signed link (its signature, or any of
 * the fields only a signed link has); an OpenID Connect partner's start address (its `client_id`
 * and perhaps `org_id`, nothing else); or nothing, when the page is opened by hand.
 */
type Arrival = 'oidcAnswer' | 'signedQuery' | 'oidcStart' | 'none';

const SIGNED_ONLY = ['signature', 'account', 'timestamp', 'nonce', 'redirect_uri'] as const;

function arrivalOf(params: URLSearchParams): Arrival {
  if (params.has('state') || params.has('code') || params.has('error')) return 'oidcAnswer';
  if (SIGNED_ONLY.some((field) => params.has(field))) return 'signedQuery';
  return params.has('client_id') ? 'oidcStart' : 'none';
}

/**
 * Refusals that come after the gateway checked the link's return address against the partner's
 * registration (docs/third-party-sign-in.md, section 6): only then is it safe to offer it.
 */
const RETURN_CHECKED: readonly DomainMessageId[] = ['partner.orgNotAllowed', 'partner.noAccount', 'partner.replayed'];

type Outcome =
  | { kind: 'none' }
  | { kind: 'signingIn' }
  | { kind: 'toProvider' }
  | { kind: 'failed'; message: string; back: string | null };

/**
 * The sign-in a link's query started, once per query: React runs a page's effect twice while
 * developing, and a second call would be refused as a replay of the first.
 */
const attempts = new Map<string, Promise<string>>();

/** The step an arrival takes: a session's tokens, or (an OpenID Connect start) the provider's address. */
type Step = () => Promise<{ tokens: Parameters<typeof storeTokens>[0] } | { provider: string }>;

/** What to do with each arrival's query: the refusal of its form, or the step to take. */
function stepOf(arrival: Arrival, params: URLSearchParams): { refused: string } | { step: Step } {
  const fields = Object.fromEntries(params);
  const refusal = (issues: readonly { message: string }[]) => ({ refused: issues[0]?.message ?? '' });
  if (arrival === 'oidcAnswer') {
    const parsed = oidcAnswer.safeParse(fields);
    if (!parsed.success) return refusal(parsed.error.issues);
    return { step: async () => ({ tokens: await gateway.call(platformOidcCallback, parsed.data) }) };
  }
  if (arrival === 'oidcStart') {
    const parsed = oidcStart.safeParse(fields);
    if (!parsed.success) return refusal(parsed.error.issues);
    return {
      step: async () => ({ provider: (await gateway.call(platformOidcStart, parsed.data)).authorizationUrl }),
    };
  }
  const parsed = partnerQuery.safeParse(fields);
  if (!parsed.success) return refusal(parsed.error.issues);
  return { step: async () => ({ tokens: await gateway.call(platformLogin, parsed.data) }) };
}

/**
 * Takes an arrival's step; answers the path to open (or, for an OpenID Connect start, the
 * provider's address to leave for), or throws what went wrong.
 */
function attemptSignIn(key: string, step: Step): Promise<string> {
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = (async () => {
      const done = await step();
      if ('provider' in done) return done.provider;
      storeTokens(done.tokens);
      const destination = signInDestination(await loadUserInfo());
      if (destination.kind === 'noMenus') {
        await signOut();
        throw new NoMenus();
      }
      return destination.path;
    })();
    attempts.set(key, attempt);
  }
  return attempt;
}

class NoMenus extends Error {}

/**
 * `/thirdManagement` (SPEC 2, reachable without a session): the landing page of a partner
 * platform's sign-in. A signed link's query goes to `platform/login` (SPEC 7); an OpenID Connect
 * partner's start address goes to `oidc/start` and on to the partner's provider, whose answer comes
 * back here and goes to `oidc/callback`. A session opens the person's first screen as a `?token=`
 * link does (SPEC 4); a refusal says why. The query leaves the address bar at once: it is single
 * use, and a signature or a code has no place in the history. Registering partners is the admin
 * frame's `thirdParty` screen.
 */
export function ThirdSignInPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [params] = useState(() => new URLSearchParams(globalThis.location.search));
  const [arrival] = useState(() => arrivalOf(params));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    arrival === 'none' ? { kind: 'none' } : { kind: arrival === 'oidcStart' ? 'toProvider' : 'signingIn' },
  );

  useEffect(() => {
    if (arrival === 'none') return;
    globalThis.history.replaceState(null, '', `${APP_BASE}/thirdManagement`);
    let cancelled = false;
    const next = stepOf(arrival, params);
    if ('refused' in next) {
      setOutcome({ kind: 'failed', message: domainText(locale, next.refused), back: null });
      return;
    }
    attemptSignIn(`${arrival}?${params}`, next.step).then(
      (address) => {
        if (cancelled) return;
        // The provider is another site: the browser leaves for it, and comes back here with its answer.
        if (arrival === 'oidcStart') globalThis.location.assign(address);
        else navigate(address, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        // Only a signed link names a return address, and only these refusals come after it was checked.
        const checked =
          arrival === 'signedQuery' &&
          error instanceof GatewayError &&
          RETURN_CHECKED.some((refusal) => error.isRefusal(refusal));
        const message =
          error instanceof NoMenus ? domainText(locale, 'auth.noPermissions') : failureText(locale, error);
        setOutcome({ kind: 'failed', message, back: checked ? params.get('redirect_uri') : null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [arrival, params, locale, navigate]);

  const text = (key: string) => intl.formatMessage({ id: `thirdSignIn.${key}` });
  return (
    <main className={css.page} data-screen="thirdManagement">
      <title>{text('title')}</title>
      <section className={css.card} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={css.title}>
          {outcome.kind === 'failed' ? text('failed') : text('title')}
        </h1>
        {outcome.kind === 'signingIn' || outcome.kind === 'toProvider' ? (
          <p className={css.status} role="status">
            {text(outcome.kind)}
          </p>
        ) : null}
        {outcome.kind === 'failed' ? (
          <p className={css.error} role="alert">
            {outcome.message}
          </p>
        ) : null}
        {outcome.kind === 'none' ? <p>{text('intro')}</p> : null}
        {outcome.kind === 'none' || outcome.kind === 'failed' ? (
          <nav className={css.links} aria-label={text('title')}>
            <a href={`${APP_BASE}/`}>{text('toLogin')}</a>
            {outcome.kind === 'failed' && outcome.back ? <a href={outcome.back}>{text('backToPartner')}</a> : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
