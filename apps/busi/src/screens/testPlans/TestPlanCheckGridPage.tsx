import {
  canCorrectResults,
  canEnterResults,
  measurementLabel,
  PHYSIQUE_MEASUREMENTS,
  type PhysiqueMeasurement,
} from '@school-sports/domain';
import { testPlanDetail, testPlanProgress } from '@school-sports/gateway-client';
import { Button, Descriptions, PageHeader, StatusTag, Tag } from '@school-sports/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { withParts } from '../../i18n/areas.ts';
import { domainText } from '../../i18n/translate.ts';
import { classLabel } from '../../kit/classLabel.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ClassSheet } from './ClassSheet.tsx';
import { PlanExemptions } from './PlanExemptions.tsx';
import { ResultChecks } from './ResultChecks.tsx';
import * as sheetStyles from './testPlans.css.ts';

// The plan's time slots, their pickers and texts come after the page's first paint: the progress
// and the class's sheet are what the page opens for.
const PlanSlots = lazy(() =>
  withParts(['booking'], import('./PlanSlots.tsx')).then((module) => ({ default: module.PlanSlots })),
);
// The import dialog and its texts load when it is first opened, as every list's does.
const ResultImportDialog = lazy(() =>
  withParts(['imports'], import('./ResultImportDialog.tsx')).then((module) => ({
    default: module.ResultImportDialog,
  })),
);

/**
 * `organizeTest/testManage/check/{id}`: a test plan's facts, its progress per class and measurement
 * (students with a value of all, values waiting for a second check), and a class's sheet one press
 * away: typed into while the plan runs by whoever holds the enter button, read otherwise (issue 45).
 */
export function TestPlanCheckGridPage() {
  const planId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const { locale } = useLocale();
  const progressId = useId();
  const [address, setAddress] = useSearchParams();
  const plan = useGatewayQuery(testPlanDetail, { planId });
  const progress = useGatewayQuery(testPlanProgress, { planId });
  const [saves, setSaves] = useState(0);
  const [importing, setImporting] = useState(false);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = plan.data;
  const rows = progress.data ?? [];
  const measurements = PHYSIQUE_MEASUREMENTS.filter((measurement) =>
    rows.some((row) => row.measurements.some((entry) => entry.measurement === measurement)),
  );
  const chosen = rows.find((row) => row.classId === address.get('classId'));
  // A school's plan read by its management organisation shows its facts and progress, read only.
  const own = data?.own === true;
  const editable = data !== undefined && own && canEnterResults(data.status) && can('enter');
  // Results are imported into a running plan of the caller's own, as they are typed in.
  const importable = data !== undefined && own && canEnterResults(data.status) && can('import');
  const span = data
    ? data.startDate === data.endDate
      ? data.startDate
      : text('testPlans.span', { start: data.startDate, end: data.endDate })
    : '';

  return (
    <section className={styles.screen} data-screen="organizeTest/testManage/check">
      <PageHeader
        title={data?.name ?? text('testPlans.title')}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          importable ? <Button onPress={() => setImporting(true)}>{text('testPlans.importResults')}</Button> : null
        }
      />
      {importing ? (
        <Suspense fallback={null}>
          <ResultImportDialog
            planId={planId}
            onClose={() => setImporting(false)}
            onImported={() => {
              progress.reload();
              setSaves((count) => count + 1);
            }}
          />
        </Suspense>
      ) : null}
      {plan.error ? <p role="alert">{plan.error}</p> : null}
      {data ? (
        <Descriptions
          bordered
          columns={3}
          items={[
            ...(own ? [] : [{ label: text('testPlans.school'), value: data.orgName }]),
            { label: text('testPlans.kind'), value: domainText(locale, `fitness.kind.${data.kind}`) },
            { label: text('testPlans.days'), value: span },
            {
              label: text('common.status'),
              value: <StatusTag status={data.status} />,
            },
          ]}
        />
      ) : null}
      <h2 id={progressId}>{text('testPlans.progress')}</h2>
      {progress.error ? <p role="alert">{progress.error}</p> : null}
      <div className={sheetStyles.scroller}>
        <table className={sheetStyles.progress} aria-labelledby={progressId}>
          <thead>
            <tr>
              <th scope="col">{text('testPlans.class')}</th>
              <th scope="col">{text('testPlans.students')}</th>
              {measurements.map((measurement: PhysiqueMeasurement) => (
                <th scope="col" key={measurement}>
                  {domainText(locale, measurementLabel(measurement))}
                </th>
              ))}
              <th scope="col">{text('testPlans.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = classLabel(row.gradeName, row.className);
              return (
                <tr key={row.classId}>
                  <th scope="row">{name}</th>
                  <td>{row.students}</td>
                  {measurements.map((measurement) => {
                    const entry = row.measurements.find((one) => one.measurement === measurement);
                    return (
                      <td key={measurement}>
                        {entry ? (
                          <>
                            {text('testPlans.tested', { tested: entry.tested, students: row.students })}
                            {entry.needsCheck > 0 ? (
                              <>
                                {' '}
                                <Tag variant="warning">{text('testPlans.waiting', { count: entry.needsCheck })}</Tag>
                              </>
                            ) : null}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    );
                  })}
                  <td>
                    {own ? (
                      <Button
                        variant="ghost"
                        onPress={() =>
                          setAddress((current) => {
                            const next = new URLSearchParams(current);
                            next.set('classId', row.classId);
                            return next;
                          })
                        }
                      >
                        {text(editable ? 'testPlans.openSheet' : 'testPlans.viewSheet', { name })}
                      </Button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {data && own ? (
        <ResultChecks
          planId={planId}
          canCorrect={canCorrectResults(data.status) && can('correct')}
          onChanged={progress.reload}
          saves={saves}
        />
      ) : null}
      {data && own ? (
        <Suspense fallback={null}>
          <PlanSlots
            plan={{
              planId,
              startDate: data.startDate,
              endDate: data.endDate,
              items: [...new Set(data.grades.flatMap((entry) => entry.items))],
              ended: data.status === 'ended' || data.status === 'endedEarly',
            }}
            classes={rows.map((row) => ({ classId: row.classId, name: classLabel(row.gradeName, row.className) }))}
            canEdit={can('edit')}
            canBook={can('book')}
          />
        </Suspense>
      ) : null}
      {data && own ? (
        <PlanExemptions
          planId={planId}
          classes={rows.map((row) => ({ classId: row.classId, name: classLabel(row.gradeName, row.className) }))}
          canExempt={can('exempt')}
        />
      ) : null}
      {chosen && own ? (
        <ClassSheet
          key={chosen.classId}
          planId={planId}
          classId={chosen.classId}
          title={text('testPlans.sheet', { name: classLabel(chosen.gradeName, chosen.className) })}
          editable={editable}
          onSaved={() => {
            progress.reload();
            setSaves((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}
