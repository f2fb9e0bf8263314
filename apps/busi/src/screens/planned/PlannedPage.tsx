import { EmptyState, PageHeader, Stack } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { FrameRouteHandle } from '../../frames/routeHandle.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useButtonAccess } from '../../shell/permissions.tsx';

/**
 * The page of a menu whose screen is not built yet: plain about it, never broken, and listing the
 * actions the role already holds there (the buttons it lacks are not shown, as on a built screen).
 */
export function PlannedPage() {
  const intl = useIntl();
  const matches = useMatches();
  const info = useAtomValue(userInfoAtom);
  const allowed = useButtonAccess();
  const funPath = (matches.at(-1)?.handle as FrameRouteHandle | undefined)?.funPath ?? '';
  const buttons = (info?.menuTree ?? []).filter(
    (entry) => entry.menuType === '1' && entry.menuPath === funPath && allowed(entry.permission),
  );
  // The screen's own name as its heading, as a built screen has: a screen reader's list of headings
  // starts with it.
  const screenName = (info?.menuTree ?? []).find(
    (entry) => entry.menuType === '0' && entry.menuPath === funPath,
  )?.menuName;
  return (
    <Stack as="section" gap="lg" data-screen-status="planned" data-fun-path={funPath}>
      {screenName ? <PageHeader title={screenName} /> : null}
      <EmptyState
        title={<FormattedMessage id="planned.title" />}
        description={<FormattedMessage id="planned.description" />}
        action={
          // In words, not as buttons that look pressable and do nothing.
          buttons.length > 0 ? (
            <p style={{ margin: 0 }}>
              {intl.formatMessage(
                { id: 'planned.actions' },
                { actions: intl.formatList(buttons.map((button) => button.menuName)) },
              )}
            </p>
          ) : undefined
        }
      />
    </Stack>
  );
}
