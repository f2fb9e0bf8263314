import { type DomainMessageId, partnerQueryFields, signInDestination } from '@school-sports/domain';
import { GatewayError, platformLogin } from '@school-sports/gateway-client';
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

/**
 * Refusals that come after the gateway checked the link's return address against the partner's
 * registration (docs/third-party-sign-in.md, section 6): only then is it safe to offer it.
 */
const RETURN_CHECKED: readonly DomainMessageId[] = ['partner.orgNotAllowed', 'partner.noAccount', 'partner.replayed'];

type Outcome = { kind: 'none' } | { kind: 'signingIn' } | { kind: 'failed'; message: string; back: string | null };

/**
 * The sign-in a link's query started, once per query: React runs a page's effect twice while
 * developing, and a second call would be refused as a replay of the first.
 */
const attempts = new Map<string, Promise<string>>();

/** Signs in with a partner's query; answers the path to open, or throws what went wrong. */
function attemptSignIn(query: z.output<typeof partnerQuery>): Promise<string> {
  const key = new URLSearchParams(query).toString();
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = (async () => {
      storeTokens(await gateway.call(platformLogin, query));
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
 * platform's signed sign-in link. It hands the link's query to `platform/login` (SPEC 7), then
 * opens the person's first screen as a `?token=` link does (SPEC 4), or says why the link was
 * refused. The link's query leaves the address bar at once: it is single use, and a signature has
 * no place in the history. Registering partners is the admin frame's `thirdParty` screen.
 */
export function ThirdSignInPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [params] = useState(() => new URLSearchParams(globalThis.location.search));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    params.has('client_id') || params.has('signature') ? { kind: 'signingIn' } : { kind: 'none' },
  );

  useEffect(() => {
    if (!params.has('client_id') && !params.has('signature')) return;
    globalThis.history.replaceState(null, '', `${APP_BASE}/thirdManagement`);
    let cancelled = false;
    const parsed = partnerQuery.safeParse(Object.fromEntries(params));
    if (!parsed.success) {
      setOutcome({ kind: 'failed', message: domainText(locale, parsed.error.issues[0]?.message ?? ''), back: null });
      return;
    }
    attemptSignIn(parsed.data).then(
      (path) => {
        if (!cancelled) navigate(path, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        const checked = error instanceof GatewayError && RETURN_CHECKED.some((refusal) => error.isRefusal(refusal));
        const message =
          error instanceof NoMenus ? domainText(locale, 'auth.noPermissions') : failureText(locale, error);
        setOutcome({ kind: 'failed', message, back: checked ? parsed.data.redirect_uri : null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [params, locale, navigate]);

  const text = (key: string) => intl.formatMessage({ id: `thirdSignIn.${key}` });
  return (
    <main className={css.page} data-screen="thirdManagement">
      <title>{text('title')}</title>
      <section className={css.card} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={css.title}>
          {outcome.kind === 'failed' ? text('failed') : text('title')}
        </h1>
        {outcome.kind === 'signingIn' ? (
          <p className={css.status} role="status">
            {text('signingIn')}
          </p>
        ) : null}
        {outcome.kind === 'failed' ? (
          <p className={css.error} role="alert">
            {outcome.message}
          </p>
        ) : null}
        {outcome.kind === 'none' ? <p>{text('intro')}</p> : null}
        {outcome.kind !== 'signingIn' ? (
          <nav className={css.links} aria-label={text('title')}>
            <a href={`${APP_BASE}/`}>{text('toLogin')}</a>
            {outcome.kind === 'failed' && outcome.back ? <a href={outcome.back}>{text('backToPartner')}</a> : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
