import { Button } from '@school-sports/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AppLocale, appLocales, localeNames } from '../../i18n/messages.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as styles from './LoginPage.css.ts';

/** The sign-in page at `/busi/` (SPEC 2, login screen). */
export function LoginPage() {
  const intl = useIntl();
  const { locale, changeLocale } = useLocale();
  const id = useId();
  const platformName = intl.formatMessage({ id: 'app.platformName' });
  return (
    <main className={styles.page} data-screen="login">
      <title>{platformName}</title>
      <form className={styles.card} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
        <h1 id={`${id}-title`} className={styles.title}>
          {platformName}
        </h1>
        <div className={styles.field}>
          <label htmlFor={`${id}-account`}>
            <FormattedMessage id="login.account" />
          </label>
          <input id={`${id}-account`} name="accountNum" className={styles.input} autoComplete="username" />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>
            <FormattedMessage id="login.password" />
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-captcha`}>
            <FormattedMessage id="login.captcha" />
          </label>
          <input id={`${id}-captcha`} name="code" className={styles.input} autoComplete="off" />
        </div>
        <Button type="submit" variant="primary" size="large">
          <FormattedMessage id="login.submit" />
        </Button>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>
            <FormattedMessage id="login.language" />
          </label>
          <select
            id={`${id}-language`}
            className={styles.input}
            value={locale}
            onChange={(event) => changeLocale(event.target.value as AppLocale)}
          >
            {appLocales.map((option) => (
              <option key={option} value={option} lang={option}>
                {localeNames[option]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <footer className={styles.footer} />
    </main>
  );
}
