import { PageHeader } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { loadUserInfo } from '../../session/flows.ts';
import { appStore, noticeAtom, tokenAtom, userInfoAtom } from '../../session/state.ts';
import { goToLogin } from '../../shell/pages.ts';
import * as styles from './MyInfo.css.ts';

/** The personal centre needs a session: it loads the user info, or sends the person to sign in. */
export async function loader() {
  if (!appStore.get(tokenAtom)) {
    appStore.set(noticeAtom, { messageId: 'auth.notLoggedIn', tone: 'warning' });
    return goToLogin();
  }
  if (!appStore.get(userInfoAtom)) await loadUserInfo().catch(() => undefined);
  return null;
}

const tabs = [
  ['base', 'myInfo.base'],
  ['editUser', 'myInfo.editUser'],
  ['editAccount', 'myInfo.editAccount'],
] as const;

/** `/myInfo`: accounts and roles, profile, password (SPEC 2 personal centre). */
export function MyInfoLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const info = useAtomValue(userInfoAtom);
  const typePath = info?.currentTypePath;
  return (
    <main className={styles.page} data-screen="my-info">
      <PageHeader
        title={intl.formatMessage({ id: 'shell.personalCentre' })}
        onBack={typePath ? () => navigate(typePath) : undefined}
      />
      <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'shell.personalCentre' })}>
        {tabs.map(([path, message]) => (
          <NavLink key={path} to={`/myInfo/${path}`} className={styles.tab}>
            <FormattedMessage id={message} />
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </main>
  );
}

export { MyInfoLayout as Component };
