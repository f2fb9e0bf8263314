import { type DataOf, departmentDelete, departmentList } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, PagedTable } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { pagesOfWholeList } from '../shared/exportPages.ts';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { TreeName } from './TreeName.tsx';
import { inTreeOrder, type Placed } from './tree.ts';

type Department = DataOf<typeof departmentList>[number];
type Row = Placed<Department & { id: string }>;

/**
 * `departmentManage`: the department tree of a management organisation as a table in tree order,
 * with its members and sub-departments counted, and the actions the role's buttons allow.
 */
export function DepartmentsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const departments = useGatewayQuery(departmentList, {});
  const { page, changePage } = useListState({});
  const [deleting, setDeleting] = useState<Department | null>(null);
  const { run } = useGatewayAction();
  const names = new Map((departments.data ?? []).map((unit) => [unit.departmentId, unit.name]));
  const rows: Row[] = inTreeOrder((departments.data ?? []).map((unit) => ({ ...unit, id: unit.departmentId })));

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'departments.name' }),
      isRowHeader: true,
      render: ({ unit, depth }) => <TreeName name={unit.name} depth={depth} />,
    },
    { key: 'code', title: intl.formatMessage({ id: 'departments.code' }), render: ({ unit }) => unit.code },
    {
      key: 'memberCount',
      title: intl.formatMessage({ id: 'departments.memberCount' }),
      align: 'end',
      render: ({ unit }) => intl.formatNumber(unit.memberCount),
    },
    {
      key: 'childCount',
      title: intl.formatMessage({ id: 'departments.childCount' }),
      align: 'end',
      render: ({ unit }) => intl.formatNumber(unit.childCount),
    },
  ];

  return (
    <section className={styles.screen} data-screen="departmentManage">
      <ListHeader
        title="departments.title"
        addLabel="departments.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton<Row>
              name={intl.formatMessage({ id: 'departments.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'departments.name' }), value: ({ unit }) => unit.name },
                { title: intl.formatMessage({ id: 'departments.code' }), value: ({ unit }) => unit.code },
                {
                  title: intl.formatMessage({ id: 'departments.parent' }),
                  value: ({ unit }) => names.get(unit.parentId) ?? '',
                },
                { title: intl.formatMessage({ id: 'departments.memberCount' }), value: ({ unit }) => unit.memberCount },
                { title: intl.formatMessage({ id: 'departments.childCount' }), value: ({ unit }) => unit.childCount },
              ]}
              fetchPage={pagesOfWholeList(async () =>
                inTreeOrder(
                  (await gateway.call(departmentList, {})).map((unit) => ({ ...unit, id: unit.departmentId })),
                ),
              )}
            />
          ) : undefined
        }
      />
      <PagedTable<Row>
        caption={intl.formatMessage({ id: 'departments.title' })}
        columns={columns}
        rows={rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize)}
        rowKey={({ unit }) => unit.departmentId}
        total={rows.length}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={departments.isLoading}
        error={departments.error ?? undefined}
        onRetry={departments.reload}
        emptyContent={intl.formatMessage({ id: 'departments.empty' })}
        rowActions={({ unit }) => (
          <span className={styles.rowActions}>
            {can('add') && (
              <RowButton
                action="departments.addChild"
                name={unit.name}
                onPress={() => navigate(`add?parentId=${encodeURIComponent(unit.departmentId)}`)}
              />
            )}
            {can('edit') && (
              <RowButton action="common.edit" name={unit.name} onPress={() => navigate(`edit/${unit.departmentId}`)} />
            )}
            <RowButton
              action="departments.members"
              name={unit.name}
              onPress={() => navigate(`member/${unit.departmentId}`)}
            />
            {can('delete') && <RowButton action="common.delete" name={unit.name} onPress={() => setDeleting(unit)} />}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'departments.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'departments.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(departmentDelete, { departmentId: deleting.departmentId }, 'success.deleted');
          if (!done) throw new Error('refused');
          departments.reload();
        }}
      />
    </section>
  );
}
