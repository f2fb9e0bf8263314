import { frameDestination, organisationTypeLabel, parseOrganisationType } from '@school-sports/domain';
import { Button, Card, Tag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { switchAccount, switchToRole } from '../../session/flows.ts';
import { type UserInfo, userInfoAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as styles from './MyInfo.css.ts';

/** `/myInfo/base`: the person's accounts and roles; entering one switches to it (SPEC 4, 6). */
export function AccountsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const info = useAtomValue(userInfoAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!info) return null;

  async function enter(account: UserInfo['accounts'][number], roleId: string) {
    setBusy(`${account.accountId}:${roleId}`);
    setError(null);
    try {
      if (!account.presentFlag) await switchAccount({ orgId: account.orgId, tenantOrgId: account.tenantOrgId });
      const next = await switchToRole({ accountId: account.accountId, roleId, tenantOrgId: account.tenantOrgId });
      const destination = frameDestination(next);
      if (destination.kind === 'noMenus') {
        setError(domainText(locale, 'auth.noPermissions'));
        return;
      }
      // A new frame: load the app afresh so only that frame's routes exist (SPEC 2).
      globalThis.location.assign(`/busi${destination.path}`);
    } catch (caught) {
      setError(failureText(locale, caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="accounts-heading">
      <p id="accounts-heading" className={styles.hint}>
        <FormattedMessage id="myInfo.chooseHint" />
      </p>
      {error ? (
        <p role="alert" style={{ color: 'inherit' }}>
          {error}
        </p>
      ) : null}
      <ul className={styles.accounts}>
        {info.accounts.map((account) => (
          <li key={account.accountId}>
            <Card
              title={account.orgName}
              extra={<Tag>{domainText(locale, organisationTypeLabel(parseOrganisationType(account.orgType)))}</Tag>}
            >
              <div className={styles.roles}>
                {account.roles.map((role) => {
                  const current = account.presentFlag && info.currentRoleId === role.roleId;
                  return (
                    <Button
                      key={role.roleId}
                      variant={current ? 'primary' : 'secondary'}
                      isPending={busy === `${account.accountId}:${role.roleId}`}
                      onPress={() => void enter(account, role.roleId)}
                      aria-label={`${intl.formatMessage({ id: 'myInfo.enter' })} ${account.orgName} ${role.roleName}`}
                    >
                      {role.roleName}
                      {current ? ` · ${intl.formatMessage({ id: 'myInfo.current' })}` : ''}
                    </Button>
                  );
                })}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
