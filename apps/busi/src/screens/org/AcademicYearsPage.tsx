import {
  academicYearDelete,
  academicYearList,
  academicYearSetCurrent,
  type DataOf,
} from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, PagedTable, Tag } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { pagesOfWholeList } from '../shared/exportPages.ts';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';

type YearRow = DataOf<typeof academicYearList>[number];

/** `org/acayear`: academic years with their semesters; one semester is the current one (SPEC 5). */
export function AcademicYearsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const years = useGatewayQuery(academicYearList, {});
  const { page, changePage } = useListState({});
  const [deleting, setDeleting] = useState<YearRow | null>(null);
  const { run } = useGatewayAction();
  const rows = years.data ?? [];

  async function makeCurrent(semesterId: string) {
    if (await run(academicYearSetCurrent, { semesterId }, 'success.saved')) years.reload();
  }

  const columns: Column<YearRow>[] = [
    { key: 'academicYear', title: intl.formatMessage({ id: 'acayears.year' }), isRowHeader: true },
    {
      key: 'semesters',
      title: intl.formatMessage({ id: 'acayears.semesters' }),
      render: (row) => (
        <ul className={styles.semesterList}>
          {row.semesters.map((semester) => (
            <li key={semester.semesterId}>
              {semester.name} {semester.startDate} – {semester.endDate}{' '}
              {semester.current ? (
                <Tag variant="success">
                  <FormattedMessage id="acayears.current" />
                </Tag>
              ) : can('edit') ? (
                <RowButton
                  action="acayears.makeCurrent"
                  name={`${row.academicYear} ${semester.name}`}
                  onPress={() => makeCurrent(semester.semesterId)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'classCount', title: intl.formatMessage({ id: 'acayears.classCount' }), align: 'end' },
  ];

  return (
    <section className={styles.screen} data-screen="org/acayear">
      <ListHeader
        title="acayears.title"
        addLabel="acayears.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton<YearRow>
              name={intl.formatMessage({ id: 'acayears.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'acayears.year' }), value: (row) => row.academicYear },
                {
                  title: intl.formatMessage({ id: 'acayears.semesters' }),
                  value: (row) =>
                    row.semesters
                      .map((semester) => `${semester.name} ${semester.startDate} – ${semester.endDate}`)
                      .join('; '),
                },
                {
                  title: intl.formatMessage({ id: 'acayears.current' }),
                  value: (row) => row.semesters.find((semester) => semester.current)?.name ?? '',
                },
                { title: intl.formatMessage({ id: 'acayears.classCount' }), value: (row) => row.classCount },
              ]}
              fetchPage={pagesOfWholeList(() => gateway.call(academicYearList, {}))}
            />
          ) : undefined
        }
      />
      <PagedTable<YearRow>
        caption={intl.formatMessage({ id: 'acayears.title' })}
        columns={columns}
        rows={rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize)}
        rowKey={(row) => row.uid}
        total={rows.length}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={years.isLoading}
        error={years.error ?? undefined}
        onRetry={years.reload}
        emptyContent={intl.formatMessage({ id: 'acayears.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.academicYear} onPress={() => navigate(`edit/${row.uid}`)} />
            )}
            {can('delete') && (
              <RowButton action="common.delete" name={row.academicYear} onPress={() => setDeleting(row)} />
            )}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'acayears.deleteTitle' }, { name: deleting?.academicYear ?? '' })}
        message={intl.formatMessage({ id: 'acayears.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          if (!(await run(academicYearDelete, { uid: deleting.uid }, 'success.deleted'))) throw new Error('refused');
          years.reload();
        }}
      />
    </section>
  );
}
