import { classDelete, classPage, classSetStatus, type DataOf } from '@school-sports/gateway-client';
import { Button, type Column, ConfirmDialog, FilterBar, PagedTable, PageHeader, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from '../shared/screens.css.ts';
import { useRowAction } from '../shared/useRowAction.ts';
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
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [deleting, setDeleting] = useState<ClassRow | null>(null);
  const { run } = useGatewayAction();
  const classes = useGatewayQuery(classPage, {
    ...page,
    ...(filters.gradeId ? { gradeId: filters.gradeId } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
  });

  const columns: Column<ClassRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'classes.name' }), isRowHeader: true },
    { key: 'code', title: intl.formatMessage({ id: 'classes.code' }), align: 'end' },
    { key: 'gradeName', title: intl.formatMessage({ id: 'classes.grade' }) },
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
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const rowAction = useRowAction();

  async function toggleStatus(row: ClassRow) {
    const status = row.status === 'enabled' ? 'disabled' : 'enabled';
    if (await run(classSetStatus, { classId: row.classId, status }, 'success.statusChanged')) classes.reload();
  }

  return (
    <section className={styles.screen} data-screen="org/class">
      <PageHeader
        title={intl.formatMessage({ id: 'classes.title' })}
        actions={
          can('add') ? (
            <Button variant="primary" onPress={() => navigate('add')}>
              <FormattedMessage id="classes.add" />
            </Button>
          ) : undefined
        }
      />
      <FilterBar<Filters>
        defaultValues={noFilters}
        onChange={(next) => {
          setFilters(next);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      >
        <FilterBar.Select
          name="gradeId"
          label={intl.formatMessage({ id: 'classes.grade' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.name })),
          ]}
        />
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'classes.name' })} />
        <FilterBar.Select
          name="status"
          label={intl.formatMessage({ id: 'common.status' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            { value: 'enabled', label: intl.formatMessage({ id: 'common.enabled' }) },
            { value: 'disabled', label: intl.formatMessage({ id: 'common.disabled' }) },
          ]}
        />
      </FilterBar>
      <PagedTable<ClassRow>
        caption={intl.formatMessage({ id: 'classes.title' })}
        columns={columns}
        rows={classes.data?.records ?? []}
        rowKey={(row) => row.classId}
        total={classes.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        isLoading={classes.isLoading}
        error={classes.error ?? undefined}
        onRetry={classes.reload}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <Button
                size="small"
                variant="ghost"
                aria-label={rowAction('common.edit', row.name)}
                onPress={() => navigate(`edit/${row.classId}`)}
              >
                <FormattedMessage id="common.edit" />
              </Button>
            )}
            {can('status') && (
              <Button
                size="small"
                variant="ghost"
                aria-label={rowAction(row.status === 'enabled' ? 'common.disable' : 'common.enable', row.name)}
                onPress={() => toggleStatus(row)}
              >
                <FormattedMessage id={row.status === 'enabled' ? 'common.disable' : 'common.enable'} />
              </Button>
            )}
            {can('delete') && (
              <Button
                size="small"
                variant="ghost"
                aria-label={rowAction('common.delete', row.name)}
                onPress={() => setDeleting(row)}
              >
                <FormattedMessage id="common.delete" />
              </Button>
            )}
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
