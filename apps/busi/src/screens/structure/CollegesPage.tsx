import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { collegeDelete, collegeList, type DataOf } from '@school-sports/gateway-client';
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

type College = DataOf<typeof collegeList>[number];
type Row = Placed<College & { id: string }>;

/**
 * `org/college`: the colleges of a university and their sub-colleges (two levels) as a table in
 * tree order, with their majors and sub-colleges counted, and the actions the role's buttons allow.
 */
export function CollegesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const colleges = useGatewayQuery(collegeList, {});
  const { page, changePage } = useListState({});
  const [deleting, setDeleting] = useState<College | null>(null);
  const { run } = useGatewayAction();
  const names = new Map((colleges.data ?? []).map((unit) => [unit.collegeId, unit.name]));
  const rows: Row[] = inTreeOrder((colleges.data ?? []).map((unit) => ({ ...unit, id: unit.collegeId })));

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'colleges.name' }),
      isRowHeader: true,
      render: ({ unit, depth }) => <TreeName name={unit.name} depth={depth} />,
    },
    { key: 'code', title: intl.formatMessage({ id: 'colleges.code' }), render: ({ unit }) => unit.code },
    {
      key: 'majorCount',
      title: intl.formatMessage({ id: 'colleges.majorCount' }),
      align: 'end',
      render: ({ unit }) => intl.formatNumber(unit.majorCount),
    },
    {
      key: 'childCount',
      title: intl.formatMessage({ id: 'colleges.childCount' }),
      align: 'end',
      render: ({ unit }) => intl.formatNumber(unit.childCount),
    },
  ];

  return (
    <section className={styles.screen} data-screen="org/college">
      <ListHeader
        title="colleges.title"
        addLabel="colleges.add"
        onAdd={can('add') ? () => navigate('addEdit') : undefined}
        actions={
          can('export') ? (
            <ExportButton<Row>
              name={intl.formatMessage({ id: 'colleges.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'colleges.name' }), value: ({ unit }) => unit.name },
                { title: intl.formatMessage({ id: 'colleges.code' }), value: ({ unit }) => unit.code },
                {
                  title: intl.formatMessage({ id: 'colleges.parent' }),
                  value: ({ unit }) => names.get(unit.parentId) ?? '',
                },
                { title: intl.formatMessage({ id: 'colleges.majorCount' }), value: ({ unit }) => unit.majorCount },
                { title: intl.formatMessage({ id: 'colleges.childCount' }), value: ({ unit }) => unit.childCount },
              ]}
              fetchPage={pagesOfWholeList(async () =>
                inTreeOrder((await gateway.call(collegeList, {})).map((unit) => ({ ...unit, id: unit.collegeId }))),
              )}
            />
          ) : undefined
        }
      />
      <PagedTable<Row>
        caption={intl.formatMessage({ id: 'colleges.title' })}
        columns={columns}
        rows={rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize)}
        rowKey={({ unit }) => unit.collegeId}
        total={rows.length}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={colleges.isLoading}
        error={colleges.error ?? undefined}
        onRetry={colleges.reload}
        emptyContent={intl.formatMessage({ id: 'colleges.empty' })}
        rowActions={({ unit, depth }) => (
          <span className={styles.rowActions}>
            {can('add') && depth + 1 < STRUCTURE_LIMITS.collegeDepth && (
              <RowButton
                action="colleges.addChild"
                name={unit.name}
                onPress={() => navigate(`addEdit?parentId=${encodeURIComponent(unit.collegeId)}`)}
              />
            )}
            {can('edit') && (
              <RowButton
                action="common.edit"
                name={unit.name}
                onPress={() => navigate(`addEdit?id=${encodeURIComponent(unit.collegeId)}`)}
              />
            )}
            {can('delete') && <RowButton action="common.delete" name={unit.name} onPress={() => setDeleting(unit)} />}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'colleges.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'colleges.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(collegeDelete, { collegeId: deleting.collegeId }, 'success.deleted');
          if (!done) throw new Error('refused');
          colleges.reload();
        }}
      />
    </section>
  );
}
