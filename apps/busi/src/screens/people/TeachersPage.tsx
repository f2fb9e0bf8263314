import { sexLabel } from '@school-sports/domain';
import {
  type DataOf,
  teacherDelete,
  teacherOptions,
  teacherPage,
  teacherResetPassword,
  teacherSetStatus,
} from '@school-sports/gateway-client';
import { Button, type Column, ConfirmDialog, FilterBar, PagedTable, StatusTag, Tag } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { certificateText } from './peopleText.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const TeacherImportDialog = lazy(() =>
  import('./TeacherImportDialog.tsx').then((module) => ({ default: module.TeacherImportDialog })),
);

type TeacherRow = DataOf<typeof teacherPage>['records'][number];
type Filters = { keyword: string; status: string; classId: string };

const noFilters: Filters = { keyword: '', status: '', classId: '' };

/** `user/teacher`: the organisation's teachers, filtered and paged, with their actions (issue 7). */
export function TeachersPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<TeacherRow | null>(null);
  const [resetting, setResetting] = useState<TeacherRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { run } = useGatewayAction();
  const options = useGatewayQuery(teacherOptions, {});
  const filtered = {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
    ...(filters.classId ? { classId: filters.classId } : {}),
  };
  const teachers = useGatewayQuery(teacherPage, { ...page, ...filtered });
  const classes = options.data?.classes ?? [];
  const statusText = (status: 'enabled' | 'disabled') =>
    intl.formatMessage({ id: status === 'enabled' ? 'common.enabled' : 'common.disabled' });

  const columns: Column<TeacherRow>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'people.name' }),
      isRowHeader: true,
      render: (row) => (
        <>
          {row.name}
          {row.isSelf ? (
            <>
              {' '}
              <Tag>{intl.formatMessage({ id: 'people.self' })}</Tag>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'accountNum', title: intl.formatMessage({ id: 'people.accountNum' }) },
    {
      key: 'sex',
      title: intl.formatMessage({ id: 'people.sex' }),
      render: (row) => domainText(locale, sexLabel(row.sex)),
    },
    { key: 'mobile', title: intl.formatMessage({ id: 'people.mobile' }) },
    {
      key: 'employeeNumber',
      title: intl.formatMessage({ id: 'teachers.employeeNumber' }),
      render: (row) => row.employeeNumber || '—',
    },
    {
      key: 'roles',
      title: intl.formatMessage({ id: 'people.roles' }),
      render: (row) => row.roles.map((role) => role.name).join('、'),
    },
    {
      key: 'classes',
      title: intl.formatMessage({ id: 'teachers.classes' }),
      render: (row) => row.classes.map((entry) => entry.name).join('、') || '—',
      hideable: true,
    },
    {
      key: 'certificateType',
      title: intl.formatMessage({ id: 'teachers.certificateType' }),
      render: (row) => certificateText(locale, row.certificateType) || '—',
      hideable: true,
      defaultHidden: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const exportColumns = [
    { title: intl.formatMessage({ id: 'people.name' }), value: (row: TeacherRow) => row.name },
    { title: intl.formatMessage({ id: 'people.accountNum' }), value: (row: TeacherRow) => row.accountNum },
    {
      title: intl.formatMessage({ id: 'people.sex' }),
      value: (row: TeacherRow) => domainText(locale, sexLabel(row.sex)),
    },
    { title: intl.formatMessage({ id: 'people.mobile' }), value: (row: TeacherRow) => row.mobile },
    { title: intl.formatMessage({ id: 'teachers.employeeNumber' }), value: (row: TeacherRow) => row.employeeNumber },
    { title: intl.formatMessage({ id: 'people.idCard' }), value: (row: TeacherRow) => row.idCard },
    {
      title: intl.formatMessage({ id: 'teachers.certificateType' }),
      value: (row: TeacherRow) => certificateText(locale, row.certificateType),
    },
    {
      title: intl.formatMessage({ id: 'teachers.certificateNumber' }),
      value: (row: TeacherRow) => row.certificateNumber,
    },
    {
      title: intl.formatMessage({ id: 'people.roles' }),
      value: (row: TeacherRow) => row.roles.map((role) => role.name).join('、'),
    },
    {
      title: intl.formatMessage({ id: 'teachers.classes' }),
      value: (row: TeacherRow) => row.classes.map((entry) => entry.name).join('、'),
    },
    { title: intl.formatMessage({ id: 'common.status' }), value: (row: TeacherRow) => statusText(row.status) },
  ];

  const statusOptions = useStatusFilterOptions();

  async function setStatus(row: TeacherRow, status: 'enabled' | 'disabled') {
    if (await run(teacherSetStatus, { teacherId: row.teacherId, status }, 'success.statusChanged')) teachers.reload();
  }

  return (
    <section className={styles.screen} data-screen="user/teacher">
      <ListHeader
        title="teachers.title"
        addLabel="teachers.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') || can('import') ? (
            <>
              {can('export') ? (
                <ExportButton
                  name={intl.formatMessage({ id: 'teachers.title' })}
                  columns={exportColumns}
                  fetchPage={(pageNum, pageSize) => gateway.call(teacherPage, { ...filtered, pageNum, pageSize })}
                />
              ) : null}
              {can('import') ? (
                <Button onPress={() => setImporting(true)}>
                  <FormattedMessage id="teachers.import" />
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'teachers.search' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
        {classes.length > 0 ? (
          <FilterBar.Select
            name="classId"
            label={intl.formatMessage({ id: 'teachers.classes' })}
            options={[
              { value: '', label: intl.formatMessage({ id: 'common.all' }) },
              ...classes.map((entry) => ({ value: entry.classId, label: entry.name })),
            ]}
          />
        ) : null}
      </FilterBar>
      <PagedTable<TeacherRow>
        caption={intl.formatMessage({ id: 'teachers.title' })}
        columns={columns}
        rows={teachers.data?.records ?? []}
        rowKey={(row) => row.teacherId}
        total={teachers.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={teachers.isLoading}
        error={teachers.error ?? undefined}
        onRetry={teachers.reload}
        emptyContent={intl.formatMessage({ id: 'teachers.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.teacherId}`)} />
            )}
            {can('status') && !row.isSelf && (
              <StatusToggleButton status={row.status} name={row.name} onToggle={(status) => setStatus(row, status)} />
            )}
            {can('resetPassword') && (
              <RowButton action="people.resetPassword" name={row.name} onPress={() => setResetting(row)} />
            )}
            {can('delete') && !row.isSelf && (
              <RowButton action="common.delete" name={row.name} onPress={() => setDeleting(row)} />
            )}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'teachers.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'teachers.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(teacherDelete, { teacherId: deleting.teacherId }, 'success.deleted');
          if (!done) throw new Error('refused');
          teachers.reload();
        }}
      />
      {resetting ? (
        <ResetPasswordDialog
          name={resetting.name}
          account={resetting.accountNum}
          identityShared={resetting.identityShared}
          reset={async (password) =>
            Boolean(
              await run(teacherResetPassword, { teacherId: resetting.teacherId, password }, 'success.passwordReset'),
            )
          }
          onClose={() => setResetting(null)}
        />
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <TeacherImportDialog onClose={() => setImporting(false)} onImported={() => teachers.reload()} />
        </Suspense>
      ) : null}
    </section>
  );
}
