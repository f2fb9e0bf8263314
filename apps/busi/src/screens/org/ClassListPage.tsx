import { classDelete, classPage, classSetStatus, type DataOf } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, StatusTag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { useGrades } from './useGrades.ts';

type ClassRow = DataOf<typeof classPage>['records'][number];
type Filters = { gradeId: string; name: string; status: string };

const noFilters: Filters = { gradeId: '', name: '', status: '' };

/** `org/class`: the classes of the organisation, filtered and paged, with their actions (SPEC 2, 5). */
export function ClassListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const grades = useGrades();
  const university = useAtomValue(userInfoAtom)?.currentTypePath === '/gx';
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<ClassRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.gradeId ? { gradeId: filters.gradeId } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.status ? { status: filters.status as ClassRow['status'] } : {}),
  };
  const classes = useGatewayQuery(classPage, { ...page, ...filtered });

  const statusText = (status: ClassRow['status']) =>
    intl.formatMessage({
      id: status === 'graduated' ? 'classes.graduated' : status === 'disabled' ? 'common.disabled' : 'common.enabled',
    });
  const universityColumns: Column<ClassRow>[] = university
    ? [
        {
          key: 'collegeName',
          title: intl.formatMessage({ id: 'classes.college' }),
          render: (row) => row.collegeName ?? '—',
        },
        { key: 'majorName', title: intl.formatMessage({ id: 'classes.major' }), render: (row) => row.majorName ?? '—' },
      ]
    : [];
  const columns: Column<ClassRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'classes.name' }), isRowHeader: true },
    { key: 'code', title: intl.formatMessage({ id: 'classes.code' }), align: 'end' },
    {
      key: 'gradeName',
      title: intl.formatMessage({ id: university ? 'classes.enrolmentYear' : 'classes.grade' }),
    },
    ...universityColumns,
    {
      key: 'academicYear',
      title: intl.formatMessage({ id: 'classes.academicYear' }),
      render: (row) => row.academicYear ?? '—',
    },
    { key: 'size', title: intl.formatMessage({ id: 'classes.size' }), align: 'end' },
    { key: 'studentCount', title: intl.formatMessage({ id: 'classes.studentCount' }), align: 'end' },
    {
      key: 'headTeacherName',
      title: intl.formatMessage({ id: 'classes.headTeacher' }),
      render: (row) => row.headTeacherName || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) =>
        row.status === 'graduated' ? (
          <StatusTag status="ended" label={statusText(row.status)} />
        ) : (
          <StatusTag status={row.status} />
        ),
    },
  ];

  const statusOptions = [
    ...useStatusFilterOptions(),
    { value: 'graduated', label: intl.formatMessage({ id: 'classes.graduated' }) },
  ];

  async function setStatus(row: ClassRow, status: 'enabled' | 'disabled') {
    if (await run(classSetStatus, { classId: row.classId, status }, 'success.statusChanged')) classes.reload();
  }

  return (
    <section className={styles.screen} data-screen="org/class">
      <ListHeader
        title="classes.title"
        addLabel="classes.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton
              name={intl.formatMessage({ id: 'classes.title' })}
              columns={columns.map((column) => ({
                title: String(column.title),
                value: (row: ClassRow) =>
                  column.key === 'status'
                    ? statusText(row.status)
                    : (row[column.key as keyof ClassRow] as string | number | null),
              }))}
              fetchPage={(pageNum, pageSize) => gateway.call(classPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Select
          name="gradeId"
          label={intl.formatMessage({ id: university ? 'classes.enrolmentYear' : 'classes.grade' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.name })),
          ]}
        />
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'classes.name' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<ClassRow>
        caption={intl.formatMessage({ id: 'classes.title' })}
        columns={columns}
        rows={classes.data?.records ?? []}
        rowKey={(row) => row.classId}
        total={classes.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={classes.isLoading}
        error={classes.error ?? undefined}
        onRetry={classes.reload}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && row.status !== 'graduated' && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.classId}`)} />
            )}
            {can('status') && row.status !== 'graduated' && (
              <StatusToggleButton status={row.status} name={row.name} onToggle={(status) => setStatus(row, status)} />
            )}
            {can('delete') && <RowButton action="common.delete" name={row.name} onPress={() => setDeleting(row)} />}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'classes.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'classes.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(classDelete, { classId: deleting.classId }, 'success.deleted');
          if (!done) throw new Error('refused');
          classes.reload();
        }}
      />
    </section>
  );
}
