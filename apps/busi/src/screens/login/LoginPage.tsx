import { loginSchema, type SignInDestination, signInDestination } from '@school-sports/domain';
import { getSimpleInfo } from '@school-sports/gateway-client';
import { Button, NativeSelect, PasswordField, Spinner, TextField } from '@school-sports/ui';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AppLocale, appLocales, localeNames } from '../../i18n/locale.ts';
import { domainText, failureText } from '../../i18n/translate.ts';
import { loadUserInfo, parseQueryToken, signIn, signInWithToken, signOut } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { appStore, noticeAtom, tokenAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { enterApp, prepareApp } from '../../shell/pages.ts';
import { newCaptchaKey } from './captcha.ts';
import * as styles from './LoginPage.css.ts';

type Field = 'accountNum' | 'password' | 'code';

const filingUrl = import.meta.env.VITE_FILING_URL ?? 'https://beian.miit.gov.cn/';
const version = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

/** The sign-in page at `/busi/` (SPEC 2 login screen, SPEC 4 flows). */
export function LoginPage() {
  const intl = useIntl();
  const { locale, changeLocale } = useLocale();
  const [params] = useState(() => new URLSearchParams(globalThis.location.search));
  const id = useId();
  const [platformName, setPlatformName] = useState(() => intl.formatMessage({ id: 'app.platformName' }));
  const [brand, setBrand] = useState({ icon: '', loginImg: '' });
  const [values, setValues] = useState({ accountNum: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [autoSigningIn, setAutoSigningIn] = useState(() => Boolean(params.get('token') || appStore.get(tokenAtom)));
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const redirectTo = params.get('redirect');

  const reloadCaptcha = useCallback(() => {
    setCaptchaFailed(false);
    setCaptchaKey(newCaptchaKey());
  }, []);

  const go = useCallback(
    (destination: SignInDestination) => {
      if (destination.kind === 'noMenus') {
        // SPEC 4 and 6: warn, start the form again with a new captcha.
        setFormError(domainText(locale, 'auth.noPermissions'));
        setValues({ accountNum: '', password: '', code: '' });
        reloadCaptcha();
        return;
      }
      // The signed-in app replaces this page; until it shows, the form says it is signing in.
      setLeaving(true);
      enterApp(destination.path);
    },
    [locale, reloadCaptcha],
  );

  // The title follows the platform's configuration, in the chosen language (SPEC 1); a school's own
  // sign-in address (`?orgId=`) shows its name, logo and sign-in image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the gateway answers in the chosen language, so a new locale needs a new answer
  useEffect(() => {
    const orgId = params.get('orgId') ?? undefined;
    void gateway
      .call(getSimpleInfo, orgId ? { orgId } : {})
      .then((info) => {
        setPlatformName(info.platformName);
        setBrand({ icon: info.icon, loginImg: info.loginImg });
      })
      .catch(() => undefined);
  }, [locale, params]);

  // SPEC 4: a token in the query string, or one stored, signs in without the form.
  useEffect(() => {
    const handedOver = parseQueryToken(params.get('token'));
    const stored = appStore.get(tokenAtom);
    if (!handedOver && !stored) return;
    let cancelled = false;
    prepareApp();
    const attempt = handedOver
      ? signInWithToken(handedOver)
      : loadUserInfo().then((info) => signInDestination(info, redirectTo));
    attempt
      .then((destination) => {
        if (!cancelled) go(destination);
      })
      .catch(async () => {
        await signOut();
        if (!cancelled) {
          setAutoSigningIn(false);
          if (handedOver) appStore.set(noticeAtom, { messageId: 'auth.sessionExpired', tone: 'warning' });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [params, redirectTo, go]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || leaving) return;
    setFormError(null);
    const parsed = loginSchema.safeParse({ ...values, randomStr: captchaFailed ? '' : captchaKey });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | 'randomStr';
        if (field === 'randomStr') setFormError(domainText(locale, issue.message));
        else next[field] ??= domainText(locale, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    // The app's code and texts load while the gateway checks the password.
    prepareApp();
    try {
      go(await signIn(parsed.data, redirectTo));
    } catch (error) {
      // SPEC 8: the server's message, a new captcha, the code cleared.
      setFormError(failureText(locale, error));
      setValues((current) => ({ ...current, code: '' }));
      reloadCaptcha();
    } finally {
      setPending(false);
    }
  }

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <main className={styles.page} data-screen="login">
      <title>{platformName}</title>
      {brand.icon ? <link rel="icon" href={brand.icon} /> : null}
      {autoSigningIn ? (
        <div className={styles.card} role="status" aria-live="polite">
          <Spinner delay={0} aria-label={intl.formatMessage({ id: 'login.autoLogin' })} />
          <p className={styles.status}>
            <FormattedMessage id="login.autoLogin" />
          </p>
        </div>
      ) : (
        <form className={styles.card} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
          {brand.loginImg ? <img className={styles.brandImage} src={brand.loginImg} alt="" /> : null}
          <h1 id={`${id}-title`} className={styles.title}>
            {brand.icon ? <img className={styles.brandIcon} src={brand.icon} alt="" /> : null}
            {platformName}
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage id="login.heading" />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'login.account' })}
            name="accountNum"
            autoComplete="username"
            value={values.accountNum}
            onChange={update('accountNum')}
            isRequired
            isInvalid={Boolean(errors.accountNum)}
            errorMessage={errors.accountNum}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'login.password' })}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            isRequired
            isInvalid={Boolean(errors.password)}
            errorMessage={errors.password}
          />
          <div className={styles.captchaRow}>
            <TextField
              label={intl.formatMessage({ id: 'login.captcha' })}
              name="code"
              autoComplete="off"
              value={values.code}
              onChange={update('code')}
              isRequired
              isInvalid={Boolean(errors.code)}
              errorMessage={errors.code}
              className={styles.captchaField}
            />
            <button
              type="button"
              className={styles.captchaButton}
              onClick={reloadCaptcha}
              aria-label={intl.formatMessage({ id: 'login.captchaImage' })}
            >
              {captchaFailed ? (
                <span className={styles.captchaError}>
                  <FormattedMessage id="login.captchaFailed" />
                </span>
              ) : (
                <img
                  key={captchaKey}
                  src={`/api/code?randomStr=${captchaKey}`}
                  alt=""
                  width={120}
                  height={40}
                  onError={() => setCaptchaFailed(true)}
                />
              )}
            </button>
          </div>
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" size="large" isPending={pending || leaving}>
            <FormattedMessage id="login.submit" />
          </Button>
          <NativeSelect
            label={intl.formatMessage({ id: 'login.language' })}
            options={appLocales.map((option) => ({ id: option, label: localeNames[option] }))}
            value={locale}
            onChange={(key) => changeLocale(key as AppLocale)}
          />
        </form>
      )}
      <footer className={styles.footer}>
        <a href={filingUrl} target="_blank" rel="noreferrer" className={styles.footerLink}>
          <FormattedMessage id="login.filing" />
        </a>
        <span hidden data-version={version}>
          V{version}
        </span>
      </footer>
    </main>
  );
}
