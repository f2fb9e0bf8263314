import { isPhysiqueMeasurement, measurementLabel } from '@school-sports/domain';
import { physiqueOptions, physiqueUploadFile, physiqueUploadProblems } from '@school-sports/gateway-client';
import { Button, PagedTable, PageHeader, Select, Tag } from '@school-sports/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText, failureText } from '../../i18n/translate.ts';
import { saveFile } from '../../kit/exportList.ts';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as styles from '../../kit/screens.css.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as css from './physique.css.ts';
import type { Problem } from './UploadFixDialog.tsx';

// The fix dialog's date and ethnic-group pickers load when a fix is first asked for, not with the list.
const UploadFixDialog = lazy(async () => ({ default: (await import('./UploadFixDialog.tsx')).UploadFixDialog }));

/** The fields of a student's record the list fixes in place; the rest are values, typed on a plan's page. */
const RECORD_FIELDS: readonly string[] = ['registrationNumber', 'nation', 'birthDate'];

/**
 * `physiqueManage/testResult/editUpReport` (k12, nf): before the year goes to the national
 * platform, every row it would refuse (errors) or question (warnings), per class with a "ready"
 * state, each student's record fixed in place, and the upload file downloaded (issue 48).
 */
export function UploadCheckPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const classesId = useId();
  const [year, setYear] = useState('');
  const [classId, setClassId] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [fixing, setFixing] = useState<Problem | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const options = useGatewayQuery(physiqueOptions, {}).data;
  const check = useGatewayQuery(physiqueUploadProblems, year ? { academicYearId: year } : {});
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.upload.${id}` }, values);
  const classes = check.data?.classes ?? [];
  const problems = (check.data?.problems ?? []).filter((problem) => !classId || problem.classId === classId);
  const shown = problems.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
  const fieldName = (field: string) =>
    isPhysiqueMeasurement(field)
      ? domainText(locale, measurementLabel(field))
      : intl.formatMessage({ id: `physiqueResults.upload.what.${field}` });

  async function download() {
    if (downloading) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await gateway.download(physiqueUploadFile, year ? { academicYearId: year } : {});
      saveFile(file.blob, file.fileName ?? 'upload.xlsx');
    } catch (error) {
      setDownloadError(failureText(locale, error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={styles.screen} data-screen="physiqueManage/testResult/editUpReport">
      <PageHeader
        title={text('title')}
        onBack={() => navigate('..', { relative: 'path' })}
        actions={
          can('export') ? (
            <Button variant="primary" onPress={() => void download()} isPending={downloading}>
              {text('download')}
            </Button>
          ) : undefined
        }
      />
      <p className={css.note}>{text('intro')}</p>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      <Select
        label={text('year')}
        items={(options?.years ?? []).map((entry) => ({ id: entry.academicYearId, label: entry.name }))}
        value={year || (check.data?.academicYearId ?? null)}
        onChange={(key) => {
          setYear(key ? String(key) : '');
          setClassId('');
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      />
      {check.error ? <p role="alert">{check.error}</p> : null}
      <div className={css.scroller}>
        <table className={css.table} aria-labelledby={classesId}>
          <caption id={classesId}>{text('classesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('class')}</th>
              <th scope="col">{text('students')}</th>
              <th scope="col">{text('errors')}</th>
              <th scope="col">{text('warnings')}</th>
              <th scope="col">{text('state')}</th>
              <th scope="col">{text('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((entry) => (
              <tr key={entry.classId}>
                <th scope="row">{entry.className}</th>
                <td>{intl.formatNumber(entry.students)}</td>
                <td>{intl.formatNumber(entry.errors)}</td>
                <td>{intl.formatNumber(entry.warnings)}</td>
                <td>
                  {entry.ready ? (
                    <Tag variant="success">{text('ready')}</Tag>
                  ) : (
                    <Tag variant="warning">{text('notReady')}</Tag>
                  )}
                </td>
                <td>
                  <Button
                    variant="ghost"
                    size="small"
                    onPress={() => {
                      setClassId(entry.classId === classId ? '' : entry.classId);
                      setPage((current) => ({ ...current, pageNum: 1 }));
                    }}
                  >
                    {text(entry.classId === classId ? 'showAll' : 'showClass', { name: entry.className })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PagedTable<Problem>
        caption={text('problemsTitle')}
        rows={shown}
        rowKey={(row) => `${row.studentId}:${row.field}:${row.code}`}
        total={problems.length}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        isLoading={check.isLoading}
        emptyContent={text('none')}
        columns={[
          { key: 'studentName', title: text('student'), isRowHeader: true, render: (row) => row.studentName },
          { key: 'studentNumber', title: text('studentNumber'), render: (row) => row.studentNumber },
          { key: 'className', title: text('class'), render: (row) => row.className ?? '—' },
          { key: 'field', title: text('field'), render: (row) => fieldName(row.field) },
          { key: 'code', title: text('problem'), render: (row) => domainText(locale, row.code) },
          {
            key: 'level',
            title: text('level'),
            render: (row) =>
              row.level === 'error' ? (
                <Tag variant="danger">{text('error')}</Tag>
              ) : (
                <Tag variant="warning">{text('warning')}</Tag>
              ),
          },
        ]}
        rowActions={(row) =>
          RECORD_FIELDS.includes(row.field) && can('edit') ? (
            <RowButton
              action="physiqueResults.upload.fix"
              name={`${row.studentName} ${fieldName(row.field)}`}
              onPress={() => setFixing(row)}
            />
          ) : null
        }
      />
      {fixing ? (
        <Suspense fallback={null}>
          <UploadFixDialog
            problem={fixing}
            onClose={() => setFixing(null)}
            onDone={() => {
              setFixing(null);
              check.reload();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
