import { buildMenuTree, flattenMenuTree, type TypePath } from '@school-sports/domain';
import { homeCounts } from '@school-sports/gateway-client';
import { PageHeader } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readVisits } from '../../frames/useVisits.ts';
import { mostUsed, visitsKey } from '../../frames/visits.ts';
import { withParts } from '../../i18n/areas.ts';
import * as shared from '../../kit/screens.css.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import * as styles from './home.css.ts';
import { KeyFigures } from './KeyFigures.tsx';
import { type MenuScreen, MostUsed } from './MostUsed.tsx';

// A management organisation's schools' physique year: loaded, with its texts, only where it shows.
const PhysiqueDistrict = lazy(() =>
  withParts(['standard', 'physique'], import('../physique/PhysiqueDistrict.tsx')).then((module) => ({
    default: module.PhysiqueDistrict,
  })),
);

/** The menu function whose results the district's physique summary reads. */
const SCORE_SEARCH = '/organizeTest/scoreSearch';

/** How many screens the home page offers. */
const MOST_USED_COUNT = 6;

/** The screens of the role's menu, in its order: the entries that open a page of the app. */
function menuScreens(menuTree: Parameters<typeof buildMenuTree>[0], typePath: TypePath): MenuScreen[] {
  return flattenMenuTree(buildMenuTree(menuTree, { typePath }).roots)
    .filter((node) => node.children.length === 0 && node.menuPath.startsWith('/'))
    .map((node) => ({ href: node.menuPath, label: node.menuName }));
}

/**
 * `home`: every frame's first page. The organisation's key counts the role may see, the screens the
 * person uses most, and the place the latest test and meet results will take.
 */
export function HomePage() {
  const intl = useIntl();
  const info = useAtomValue(userInfoAtom);
  const counts = useGatewayQuery(homeCounts, {});
  const resultsId = useId();
  const typePath = (info?.currentTypePath ?? '') as TypePath;
  const accountId = info?.currentAccount?.accountId;
  const roleId = info?.currentRoleId;
  const screens = useMemo(
    () =>
      mostUsed(
        readVisits(visitsKey(accountId, roleId, typePath)),
        menuScreens(info?.menuTree ?? [], typePath),
        MOST_USED_COUNT,
      ),
    [info?.menuTree, accountId, roleId, typePath],
  );
  const orgName = info?.currentAccount?.orgName;
  // A management organisation's schools' results are read under its score search.
  const district =
    typePath === '/admin' &&
    menuScreens(info?.menuTree ?? [], typePath).some((screen) => screen.href.endsWith(SCORE_SEARCH));
  return (
    <section className={shared.screen} data-screen="home">
      <PageHeader
        title={intl.formatMessage({ id: 'home.menu' })}
        subtitle={
          info && orgName
            ? intl.formatMessage({ id: 'home.welcome' }, { name: info.user.name, org: orgName })
            : undefined
        }
      />
      <KeyFigures query={counts} typePath={typePath} />
      <MostUsed screens={screens} />
      {district ? (
        <Suspense fallback={null}>
          <PhysiqueDistrict />
        </Suspense>
      ) : null}
      <section className={styles.part} aria-labelledby={resultsId}>
        <h2 id={resultsId} className={styles.heading}>
          <FormattedMessage id="home.results" />
        </h2>
        <p className={styles.note}>
          <FormattedMessage id="home.resultsPlanned" />
        </p>
      </section>
    </section>
  );
}
