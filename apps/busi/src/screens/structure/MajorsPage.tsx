import { type DataOf, majorDelete, majorPage } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { useCollegeOptions } from './useCollegeOptions.ts';

type MajorRow = DataOf<typeof majorPage>['records'][number];
type Filters = { collegeId: string; name: string };
const noFilters: Filters = { collegeId: '', name: '' };

/** `org/major`: the majors of the university by college and by name or code, paged, with their actions. */
export function MajorsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const colleges = useCollegeOptions();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<MajorRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.collegeId ? { collegeId: filters.collegeId } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
  };
  const majors = useGatewayQuery(majorPage, { ...page, ...filtered });

  const columns: Column<MajorRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'majors.name' }), isRowHeader: true },
    { key: 'code', title: intl.formatMessage({ id: 'majors.code' }) },
    { key: 'collegeName', title: intl.formatMessage({ id: 'majors.college' }) },
    {
      key: 'studyYears',
      title: intl.formatMessage({ id: 'majors.studyYears' }),
      align: 'end',
      render: (row) => intl.formatMessage({ id: 'majors.studyYearsValue' }, { years: row.studyYears }),
    },
  ];

  return (
    <section className={styles.screen} data-screen="org/major">
      <ListHeader
        title="majors.title"
        addLabel="majors.add"
        onAdd={can('add') ? () => navigate('addEdit') : undefined}
        actions={
          can('export') ? (
            <ExportButton<MajorRow>
              name={intl.formatMessage({ id: 'majors.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'majors.name' }), value: (row) => row.name },
                { title: intl.formatMessage({ id: 'majors.code' }), value: (row) => row.code },
                { title: intl.formatMessage({ id: 'majors.college' }), value: (row) => row.collegeName },
                { title: intl.formatMessage({ id: 'majors.studyYears' }), value: (row) => row.studyYears },
              ]}
              fetchPage={(pageNum, pageSize) => gateway.call(majorPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Select
          name="collegeId"
          label={intl.formatMessage({ id: 'majors.college' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...colleges.options.map((option) => ({ value: option.id, label: option.label })),
          ]}
        />
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'majors.search' })} />
      </FilterBar>
      <PagedTable<MajorRow>
        caption={intl.formatMessage({ id: 'majors.title' })}
        columns={columns}
        rows={majors.data?.records ?? []}
        rowKey={(row) => row.majorId}
        total={majors.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={majors.isLoading}
        error={majors.error ?? undefined}
        onRetry={majors.reload}
        emptyContent={intl.formatMessage({ id: 'majors.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton
                action="common.edit"
                name={row.name}
                onPress={() => navigate(`addEdit?id=${encodeURIComponent(row.majorId)}`)}
              />
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
        title={intl.formatMessage({ id: 'majors.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'majors.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(majorDelete, { majorId: deleting.majorId }, 'success.deleted');
          if (!done) throw new Error('refused');
          majors.reload();
        }}
      />
    </section>
  );
}
