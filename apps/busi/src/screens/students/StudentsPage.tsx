import { nationName } from '@school-sports/domain';
import { type DataOf, studentDelete, studentPage, studentSetStatus } from '@school-sports/gateway-client';
import {
  Button,
  type Column,
  ConfirmDialog,
  FilterBar,
  PagedTable,
  type PagedTableProps,
  StatusTag,
} from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import type { ExportColumn } from '../shared/exportList.ts';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import * as css from './students.css.ts';
import { classLabel, relationshipText, sexText } from './studentText.ts';
import { useStudentOptions } from './useStudentOptions.ts';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const StudentImportDialog = lazy(() =>
  import('./StudentImportDialog.tsx').then((module) => ({ default: module.StudentImportDialog })),
);

type StudentRow = DataOf<typeof studentPage>['records'][number];
type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];
type Filters = { gradeId: string; classId: string; keyword: string; status: string };

const noFilters: Filters = { gradeId: '', classId: '', keyword: '', status: '' };

/**
 * `user/student`: the organisation's students by grade, class, name or number and status, paged;
 * add, edit, enable or disable, delete one or the selected ones, export and import (issue 7).
 */
export function StudentsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [deleting, setDeleting] = useState<StudentRow[] | null>(null);
  const [importing, setImporting] = useState(false);
  const { run } = useGatewayAction();
  // The grade and class dictionaries (SPEC 3); a role without the grade screen filters by class only.
  const { grades, classes } = useStudentOptions();
  const filtered = {
    ...(filters.gradeId ? { gradeId: filters.gradeId } : {}),
    ...(filters.classId ? { classId: filters.classId } : {}),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status ? { status: filters.status as StudentRow['status'] } : {}),
  };
  const students = useGatewayQuery(studentPage, { ...page, ...filtered });
  const rows = students.data?.records ?? [];
  const selectedRows = selected === 'all' ? rows : rows.filter((row) => selected.has(row.studentId));

  const gradeNames = new Map((grades.data ?? []).map((grade) => [grade.gradeId, grade.name]));
  // The classes of the chosen grade, and the chosen class even when it is of another grade, so the
  // filter always shows what the list is filtered by.
  const classChoices = (classes.data ?? []).filter(
    (entry) => !filters.gradeId || entry.gradeId === filters.gradeId || entry.classId === filters.classId,
  );
  const statusText = (status: StudentRow['status']) =>
    intl.formatMessage({ id: status === 'enabled' ? 'common.enabled' : 'common.disabled' });
  const separator = intl.formatMessage({ id: 'students.listSeparator' });
  const parentsText = (row: StudentRow) =>
    row.parents
      .map((one) =>
        intl.formatMessage(
          { id: 'students.parentEntry' },
          { name: one.name, relationship: relationshipText(locale, one.relationship) },
        ),
      )
      .join(separator);
  const classText = (row: StudentRow) => classLabel(row.gradeName, row.className);

  const columns: Column<StudentRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'students.name' }), isRowHeader: true },
    { key: 'studentNumber', title: intl.formatMessage({ id: 'students.studentNumber' }) },
    { key: 'sex', title: intl.formatMessage({ id: 'students.sex' }), render: (row) => sexText(locale, row.sex) },
    { key: 'className', title: intl.formatMessage({ id: 'students.class' }), render: classText },
    {
      key: 'nation',
      title: intl.formatMessage({ id: 'students.nation' }),
      render: (row) => nationName(row.nation, locale),
      hideable: true,
    },
    {
      key: 'registrationNumber',
      title: intl.formatMessage({ id: 'students.registrationNumber' }),
      render: (row) => row.registrationNumber || '—',
      hideable: true,
      defaultHidden: true,
    },
    {
      key: 'parents',
      title: intl.formatMessage({ id: 'students.parents' }),
      render: (row) => parentsText(row) || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const exportColumns: ExportColumn<StudentRow>[] = [
    { title: intl.formatMessage({ id: 'students.name' }), value: (row) => row.name },
    { title: intl.formatMessage({ id: 'students.studentNumber' }), value: (row) => row.studentNumber },
    { title: intl.formatMessage({ id: 'students.registrationNumber' }), value: (row) => row.registrationNumber },
    { title: intl.formatMessage({ id: 'students.sex' }), value: (row) => sexText(locale, row.sex) },
    { title: intl.formatMessage({ id: 'students.grade' }), value: (row) => row.gradeName },
    { title: intl.formatMessage({ id: 'students.class' }), value: classText },
    { title: intl.formatMessage({ id: 'students.idCard' }), value: (row) => row.idCard },
    { title: intl.formatMessage({ id: 'students.nation' }), value: (row) => nationName(row.nation, locale) },
    { title: intl.formatMessage({ id: 'students.birthDate' }), value: (row) => row.birthDate ?? '' },
    { title: intl.formatMessage({ id: 'students.parents' }), value: parentsText },
    {
      title: intl.formatMessage({ id: 'students.mobile' }),
      value: (row) => row.parents.map((one) => one.mobile).join(separator),
    },
    { title: intl.formatMessage({ id: 'common.status' }), value: (row) => statusText(row.status) },
  ];

  const statusOptions = useStatusFilterOptions();

  function changeFiltersAndClear(next: Filters) {
    setSelected(new Set());
    changeFilters(next);
  }

  function reload() {
    setSelected(new Set());
    students.reload();
  }

  async function setStatus(row: StudentRow, status: StudentRow['status']) {
    if (await run(studentSetStatus, { studentId: row.studentId, status }, 'success.statusChanged')) students.reload();
  }

  const deletingOne = deleting?.length === 1 ? deleting[0] : undefined;

  return (
    <section className={styles.screen} data-screen="user/student">
      <ListHeader
        title="students.title"
        addLabel="students.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') || can('import') ? (
            <>
              {can('export') ? (
                <ExportButton
                  name={intl.formatMessage({ id: 'students.title' })}
                  columns={exportColumns}
                  fetchPage={(pageNum, pageSize) => gateway.call(studentPage, { ...filtered, pageNum, pageSize })}
                />
              ) : null}
              {can('import') ? (
                <Button onPress={() => setImporting(true)}>
                  <FormattedMessage id="students.import" />
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFiltersAndClear} visibleCount={4}>
        {grades.data ? (
          <FilterBar.Select
            name="gradeId"
            label={intl.formatMessage({ id: 'students.grade' })}
            options={[
              { value: '', label: intl.formatMessage({ id: 'common.all' }) },
              ...grades.data.map((grade) => ({ value: grade.gradeId, label: grade.name })),
            ]}
          />
        ) : null}
        <FilterBar.Select
          name="classId"
          label={intl.formatMessage({ id: 'students.class' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...classChoices.map((entry) => ({
              value: entry.classId,
              label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
            })),
          ]}
        />
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'students.search' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<StudentRow>
        caption={intl.formatMessage({ id: 'students.title' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.studentId}
        total={students.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => {
          setSelected(new Set());
          changePage(pageNum, pageSize);
        }}
        isLoading={students.isLoading}
        error={students.error ?? undefined}
        onRetry={students.reload}
        emptyContent={intl.formatMessage({ id: 'students.empty' })}
        selectionMode={can('delete') ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          can('delete') ? (
            <span className={css.bulkActions}>
              <span aria-live="polite">
                <FormattedMessage id="students.selectedCount" values={{ count: selectedRows.length }} />
              </span>
              <Button
                size="small"
                variant="danger"
                isDisabled={selectedRows.length === 0}
                onPress={() => setDeleting(selectedRows)}
              >
                <FormattedMessage id="students.deleteSelected" />
              </Button>
            </span>
          ) : undefined
        }
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.studentId}`)} />
            )}
            {can('status') && (
              <StatusToggleButton status={row.status} name={row.name} onToggle={(status) => setStatus(row, status)} />
            )}
            {can('delete') && <RowButton action="common.delete" name={row.name} onPress={() => setDeleting([row])} />}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={
          deletingOne
            ? intl.formatMessage({ id: 'students.deleteTitle' }, { name: deletingOne.name })
            : intl.formatMessage({ id: 'students.bulkDeleteTitle' }, { count: deleting?.length ?? 0 })
        }
        message={intl.formatMessage({ id: 'students.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const studentIds = deleting.map((row) => row.studentId);
          const done = await run(studentDelete, { studentIds }, 'success.deleted');
          if (!done) throw new Error('refused');
          reload();
        }}
      />
      {importing ? (
        <Suspense fallback={null}>
          <StudentImportDialog onClose={() => setImporting(false)} onImported={reload} />
        </Suspense>
      ) : null}
    </section>
  );
}
