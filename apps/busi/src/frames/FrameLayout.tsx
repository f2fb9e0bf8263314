import { buildMenuTree, FRAME_PATHS, frameDestination, type TypePath } from '@school-sports/domain';
import {
  AppLayout,
  Avatar,
  Breadcrumb,
  Breadcrumbs,
  MenuButton,
  MenuItem,
  type NavItem,
  Select,
  Spinner,
} from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { type AppLocale, appLocales, localeNames } from '../i18n/locale.ts';
import { failureText } from '../i18n/translate.ts';
import { signOut, switchAccount, switchToRole } from '../session/flows.ts';
import { appStore, noticeAtom, userInfoAtom } from '../session/state.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import * as styles from './FrameLayout.css.ts';
import { firstScreen, homeEntry, navigationOf, singleFrameRoots } from './navigation.ts';
import type { FrameRouteHandle } from './routeHandle.ts';
import { crumbOf, documentTitle, pathOf, trailOf } from './trail.ts';
import { useFocusOnNewPage } from './useFocusOnNewPage.ts';
import { useKeptScroll } from './useKeptScroll.ts';
import { useOpenPages } from './useOpenPages.tsx';
import { useRecordVisits } from './useVisits.ts';
import { visitsKey } from './visits.ts';

/** A frame (admin, k12, gx, nf, single): the side navigation of the role's menus and the top bar. */
export function FrameLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, changeLocale, theme, changeTheme } = useLocale();
  const info = useAtomValue(userInfoAtom);
  const [switching, setSwitching] = useState(false);
  // The single frame shows the meets alone, under its own path, with no home page: its screens are
  // the role's, the rest of the back-office stays in the frame of the organisation's type.
  const matches = useMatches();
  const single = matches.some((match) => match.id === 'frame/single');
  const roots = useMemo(() => {
    if (!info?.currentTypePath) return [];
    if (!single) return buildMenuTree(info.menuTree, { typePath: info.currentTypePath as TypePath }).roots;
    return singleFrameRoots(buildMenuTree(info.menuTree, { typePath: FRAME_PATHS.single }).roots);
  }, [info, single]);
  const current = info?.currentAccount;
  const typePath = info?.currentTypePath as TypePath | undefined;
  const homeLabel = intl.formatMessage({ id: 'home.menu' });
  const open = useOpenPages(
    useMemo(
      () => (typePath && !single ? [homeEntry(typePath, homeLabel), ...navigationOf(roots)] : navigationOf(roots)),
      [typePath, single, homeLabel, roots],
    ),
    `busi.openPages:${current?.accountId}:${info?.currentRoleId}:${single ? FRAME_PATHS.single : typePath}`,
  );
  const navigation = open.navigation;
  const trail = useMemo(() => trailOf(navigation, location.pathname), [navigation, location.pathname]);
  // A form open over its list keeps the list's scroll: the list is still the page.
  const overlaid = (matches.at(-1)?.handle as FrameRouteHandle | undefined)?.overlay ? matches.at(-2) : undefined;
  const pageAnchor = useKeptScroll(overlaid?.pathname ?? location.pathname);
  useFocusOnNewPage(location.pathname);
  // The screen shown counts as one more visit of it, for the home page's most used screens.
  const screen = trail.at(-1)?.href;
  useRecordVisits(
    screen && trail.at(-1)?.id !== 'home' ? pathOf(screen) : undefined,
    visitsKey(current?.accountId, info?.currentRoleId, typePath ?? ''),
  );
  const platformName = current?.platformName || intl.formatMessage({ id: 'app.platformName' });
  const title = documentTitle(trail, current?.orgName ?? platformName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!info) return null;

  async function run(change: () => Promise<unknown>) {
    setSwitching(true);
    try {
      await change();
      const next = appStore.get(userInfoAtom);
      const destination = next ? frameDestination(next) : undefined;
      // A role or organisation change reloads the app into the frame it belongs to (SPEC 4).
      globalThis.location.assign(destination?.kind === 'frame' ? `/busi${destination.path}` : '/busi/myInfo/base');
    } catch (error) {
      appStore.set(noticeAtom, { text: failureText(locale, error), tone: 'error' });
      setSwitching(false);
    }
  }

  // Each organisation the person has an account in, and where that account holds several roles,
  // each of them: one choice switches straight into the chosen organisation and role, without a
  // stop at the chooser page.
  const accountChoices = info.accounts.flatMap((entry) =>
    entry.roles.length > 1
      ? entry.roles.map((role) => ({
          id: `${entry.accountId}|${role.roleId}`,
          label: `${entry.orgName} · ${role.roleName}`,
          account: entry,
          roleId: role.roleId,
        }))
      : [{ id: entry.accountId, label: entry.orgName, account: entry, roleId: entry.roles[0]?.roleId }],
  );
  const currentChoice = accountChoices.find(
    (choice) =>
      choice.account.accountId === current?.accountId &&
      (choice.account.roles.length <= 1 || choice.roleId === info.currentRoleId),
  );
  const accountSwitcher =
    accountChoices.length > 1 ? (
      <Select
        label={intl.formatMessage({ id: 'shell.account' })}
        size="small"
        isDisabled={switching}
        items={accountChoices.map(({ id, label }) => ({ id, label }))}
        selectedKey={currentChoice?.id ?? null}
        onSelectionChange={(key) => {
          const choice = accountChoices.find((entry) => entry.id === key);
          if (!choice || choice === currentChoice) return;
          const target = choice.account;
          void run(async () => {
            if (target.accountId !== current?.accountId) {
              await switchAccount({ orgId: target.orgId, tenantOrgId: target.tenantOrgId });
            }
            if (choice.roleId && (target.accountId !== current?.accountId || choice.roleId !== info.currentRoleId)) {
              await switchToRole({
                accountId: target.accountId,
                roleId: choice.roleId,
                tenantOrgId: target.tenantOrgId,
              });
            }
          });
        }}
      />
    ) : undefined;

  const roleSwitcher =
    current && current.roles.length > 1 ? (
      <Select
        label={intl.formatMessage({ id: 'shell.role' })}
        size="small"
        isDisabled={switching}
        items={current.roles.map((role) => ({ id: role.roleId, label: role.roleName }))}
        selectedKey={info.currentRoleId}
        onSelectionChange={(key) => {
          if (!key || key === info.currentRoleId) return;
          void run(() =>
            switchToRole({ accountId: current.accountId, roleId: String(key), tenantOrgId: current.tenantOrgId }),
          );
        }}
      />
    ) : undefined;

  // The language is a menu of the top bar, as in other admin systems: the current one shown, each
  // named in its own script so anyone can find theirs.
  const languageSwitcher = (
    <MenuButton
      label={localeNames[locale]}
      aria-label={intl.formatMessage({ id: 'shell.languageMenu' }, { language: localeNames[locale] })}
      buttonVariant="ghost"
      buttonSize="small"
      placement="bottom end"
      selectionMode="single"
      selectedKeys={[locale]}
      onAction={(key) => {
        if (key !== locale) changeLocale(key as AppLocale);
      }}
    >
      {appLocales.map((option) => (
        <MenuItem key={option} id={option} lang={option}>
          {localeNames[option]}
        </MenuItem>
      ))}
    </MenuButton>
  );

  const userMenu = (
    // The person's picture (or initials) before the menu of their name, as in other admin systems.
    // It stands beside the button, not in it: the button's visible text stays its name, which its
    // accessible name ("王校长：用户菜单") holds, as a speech user expects.
    <span className={styles.userLabel}>
      <Avatar name={info.user.name} src={info.user.avatar || undefined} size="small" isDecorative />
      <MenuButton
        label={info.user.name}
        buttonVariant="ghost"
        aria-label={intl.formatMessage({ id: 'shell.userMenu' }, { name: info.user.name })}
        onAction={(key) => {
          if (key === 'personal') navigate('/myInfo/base');
          if (key === 'theme') changeTheme(theme === 'dark' ? 'light' : 'dark');
          if (key === 'logout') {
            void signOut().then(() => globalThis.location.assign('/busi/'));
          }
        }}
      >
        <MenuItem id="personal">{intl.formatMessage({ id: 'shell.personalCentre' })}</MenuItem>
        <MenuItem id="theme">
          {intl.formatMessage({ id: theme === 'dark' ? 'shell.themeLight' : 'shell.themeDark' })}
        </MenuItem>
        <MenuItem id="logout">{intl.formatMessage({ id: 'shell.logout' })}</MenuItem>
      </MenuButton>
    </span>
  );

  return (
    <AppLayout
      navigation={navigation}
      currentHref={location.pathname}
      brand={{ title: platformName }}
      topBar={{ accountSwitcher, roleSwitcher, languageSwitcher, userMenu }}
      pageTabs={open.tabs}
    >
      <div ref={pageAnchor}>
        {/* The home page is the trail's start: a trail of itself alone would only repeat its title. */}
        {trail.length > 0 && trail[0]?.id !== 'home' ? <PageTrail trail={trail} pathname={location.pathname} /> : null}
        {/* A screen's code loads when it is first shown: the frame paints without waiting for it. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </AppLayout>
  );
}

/**
 * Where the page sits: the menu's groups (each leading to its first screen), the screen, and on a
 * page beneath it (adding, editing, details) that page, the screen then leading back to its list.
 */
function PageTrail({ trail, pathname }: { trail: readonly NavItem[]; pathname: string }) {
  const intl = useIntl();
  const entry = trail.at(-1);
  const path = entry?.href ? pathOf(entry.href) : undefined;
  const below = path && pathname !== path ? pathname.slice(path.length + 1) : '';
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'shell.breadcrumbs' })}>
      {trail.map((item) => (
        <Breadcrumb key={item.id} id={item.id} href={item === entry && !below ? undefined : firstScreen(item)}>
          {item.label}
        </Breadcrumb>
      ))}
      {below ? <Breadcrumb id="below">{intl.formatMessage({ id: crumbOf(below) })}</Breadcrumb> : null}
    </Breadcrumbs>
  );
}

export { FrameLayout as Component };
