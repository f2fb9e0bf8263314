import { roleTypeLabel } from '@school-sports/domain';
import { type DataOf, roleDelete, rolePage } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, Tag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';

type RoleRow = DataOf<typeof rolePage>['records'][number];
type Filters = { name: string };

/** `role`: the organisation's roles with their members and what they grant (SPEC 6, issue 8). */
export function RoleListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState<Filters>({ name: '' });
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const { run } = useGatewayAction();
  const searched = filters.name.trim() ? { name: filters.name.trim() } : {};
  const roles = useGatewayQuery(rolePage, { ...page, ...searched });

  const columns: Column<RoleRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'roles.name' }), isRowHeader: true },
    {
      key: 'type',
      title: intl.formatMessage({ id: 'roles.type' }),
      render: (row) => (row.type ? domainText(locale, roleTypeLabel(row.type)) : '—'),
    },
    {
      key: 'builtIn',
      title: intl.formatMessage({ id: 'roles.kind' }),
      render: (row) =>
        row.builtIn ? (
          <Tag variant="info">{intl.formatMessage({ id: 'roles.builtIn' })}</Tag>
        ) : (
          intl.formatMessage({ id: 'roles.custom' })
        ),
    },
    { key: 'memberCount', title: intl.formatMessage({ id: 'roles.memberCount' }), align: 'end' },
    {
      key: 'remark',
      title: intl.formatMessage({ id: 'roles.remark' }),
      render: (row) => row.remark || '—',
      hideable: true,
    },
  ];

  return (
    <section className={styles.screen} data-screen="role">
      <ListHeader
        title="roles.title"
        addLabel="roles.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton<RoleRow>
              name={intl.formatMessage({ id: 'roles.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'roles.name' }), value: (row) => row.name },
                {
                  title: intl.formatMessage({ id: 'roles.type' }),
                  value: (row) => (row.type ? domainText(locale, roleTypeLabel(row.type)) : ''),
                },
                {
                  title: intl.formatMessage({ id: 'roles.kind' }),
                  value: (row) => intl.formatMessage({ id: row.builtIn ? 'roles.builtIn' : 'roles.custom' }),
                },
                { title: intl.formatMessage({ id: 'roles.memberCount' }), value: (row) => row.memberCount },
                { title: intl.formatMessage({ id: 'roles.remark' }), value: (row) => row.remark },
              ]}
              fetchPage={(pageNum, pageSize) => gateway.call(rolePage, { ...searched, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={{ name: '' }} onChange={changeFilters}>
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'roles.name' })} />
      </FilterBar>
      <PagedTable<RoleRow>
        caption={intl.formatMessage({ id: 'roles.title' })}
        columns={columns}
        rows={roles.data?.records ?? []}
        rowKey={(row) => row.roleId}
        total={roles.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={roles.isLoading}
        error={roles.error ?? undefined}
        onRetry={roles.reload}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.roleId}`)} />
            )}
            {can('members') && (
              <RowButton action="roles.members" name={row.name} onPress={() => navigate(`members/${row.roleId}`)} />
            )}
            {can('delete') && !row.builtIn && (
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
        title={intl.formatMessage({ id: 'roles.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'roles.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          if (!(await run(roleDelete, { roleId: deleting.roleId }, 'success.deleted'))) throw new Error('refused');
          roles.reload();
        }}
      />
    </section>
  );
}
