import {
  canDeleteTestPlan,
  nextStates,
  type StatusOf,
  statusesOf,
  statusLabel,
  TEST_PLAN_EDITABLE,
  TEST_PLAN_KINDS,
} from '@school-sports/domain';
import { testPlanDelete, testPlanExport, testPlanPage, testPlanSetStatus } from '@school-sports/gateway-client';
import { ConfirmDialog, StatusTag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { userInfoAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

type PlanRow = RowOf<typeof testPlanPage>;
type Progress = StatusOf<'progress'>;

const plans = defineResource({
  screen: 'organizeTest/testManage',
  texts: 'testPlans',
  page: testPlanPage,
  export: testPlanExport,
  key: (row) => row.planId,
  name: (row) => row.name,
  // A school's plan read by its management organisation is read only there.
  editPath: (row) => (row.own && TEST_PLAN_EDITABLE[row.status].length > 0 ? `edit/${row.planId}` : null),
  remove: {
    call: ([row]) => call(testPlanDelete, { planId: row?.planId ?? '' }),
    allowed: (row) => row.own && canDeleteTestPlan(row.status),
  },
});

/** The action that takes a plan to each next status, with its row button's text. */
const stepActions: Record<Exclude<Progress, 'notStarted'>, { action: 'start' | 'end' | 'endEarly'; text: string }> = {
  inProgress: { action: 'start', text: 'testPlans.start' },
  ended: { action: 'end', text: 'testPlans.end' },
  endedEarly: { action: 'endEarly', text: 'testPlans.endEarly' },
};

/** The reader's minutes east of UTC: whether a plan's last day has come is judged on their clock. */
const utcOffset = () => -new Date().getTimezoneOffset();

/**
 * `organizeTest/testManage` (k12, nf, gx and admin frames): the organisation's test plans by status
 * and kind, started and ended along the progress transitions (an end asks first: it is final), each
 * opened on its check page for progress and results (issue 45).
 */
export function TestPlansPage() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const c = useColumns<PlanRow>();
  // A management organisation reads its schools' plans too: its list says whose each one is.
  const managing = useAtomValue(userInfoAtom)?.currentTypePath === '/admin';
  const statusText = (status: Progress) => domainText(locale, statusLabel('progress', status));
  const [ending, setEnding] = useState<{ row: PlanRow; to: Progress } | null>(null);
  const span = (start: string, end: string) =>
    start === end ? start : intl.formatMessage({ id: 'testPlans.span' }, { start, end });
  return (
    <ResourceList
      resource={plans}
      columns={[
        c.column('name', 'testPlans.name', { isRowHeader: true }),
        ...(managing ? [c.column('orgName', 'testPlans.school')] : []),
        c.column('kind', 'testPlans.kind', { value: (row) => domainText(locale, `fitness.kind.${row.kind}`) }),
        c.column('startDate', 'testPlans.days', { value: (row) => span(row.startDate, row.endDate) }),
        c.column('classIds', 'testPlans.classCount', {
          align: 'end',
          value: (row) => row.classIds.length,
          hideable: true,
        }),
        c.column('status', 'common.status', {
          value: (row) => statusText(row.status),
          render: (row) => <StatusTag status={row.status} />,
        }),
      ]}
      filters={() => [
        {
          kind: 'select',
          name: 'status',
          label: intl.formatMessage({ id: 'common.status' }),
          options: statusesOf('progress').map((status) => ({ value: status, label: statusText(status) })),
        },
        {
          kind: 'select',
          name: 'kind',
          label: intl.formatMessage({ id: 'testPlans.kind' }),
          options: TEST_PLAN_KINDS.map((kind) => ({ value: kind, label: domainText(locale, `fitness.kind.${kind}`) })),
        },
      ]}
      moreRowActions={(row, list) => (
        <>
          <RowButton action="testPlans.check" name={row.name} onPress={() => navigate(`check/${row.planId}`)} />
          {can('status') && row.own
            ? nextStates('progress', row.status).map((to) => {
                const step = stepActions[to as Exclude<Progress, 'notStarted'>];
                return (
                  <RowButton
                    key={to}
                    action={step.text}
                    name={row.name}
                    onPress={async () => {
                      if (to !== 'inProgress') return setEnding({ row, to });
                      const done = await list.run(
                        testPlanSetStatus,
                        { planId: row.planId, action: step.action, utcOffset: utcOffset() },
                        'success.saved',
                      );
                      if (done) list.reload();
                    }}
                  />
                );
              })
            : null}
        </>
      )}
    >
      {(list) => (
        <ConfirmDialog
          isOpen={ending !== null}
          onOpenChange={(open) => {
            if (!open) setEnding(null);
          }}
          title={intl.formatMessage({ id: 'testPlans.endTitle' }, { name: ending?.row.name ?? '' })}
          message={intl.formatMessage({ id: 'testPlans.endMessage' })}
          confirmLabel={intl.formatMessage({
            id: ending?.to === 'endedEarly' ? 'testPlans.endEarly' : 'testPlans.end',
          })}
          onConfirm={async () => {
            if (!ending) return;
            const step = stepActions[ending.to as Exclude<Progress, 'notStarted'>];
            const done = await list.run(
              testPlanSetStatus,
              { planId: ending.row.planId, action: step.action, utcOffset: utcOffset() },
              'success.saved',
            );
            if (!done) throw new Error('refused');
            setEnding(null);
            list.reload();
          }}
        />
      )}
    </ResourceList>
  );
}
