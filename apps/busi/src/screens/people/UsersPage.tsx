import {
  type DataOf,
  userDelete,
  userPage,
  userResetPassword,
  userRoleChoices,
  userSetStatus,
} from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, StatusTag, Tag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

type UserRow = DataOf<typeof userPage>['records'][number];
type Filters = { keyword: string; status: string; roleId: string };

const noFilters: Filters = { keyword: '', status: '', roleId: '' };

/** `user` (admin frame): the management organisation's users, filtered and paged, with their actions (issue 7). */
export function UsersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const { run } = useGatewayAction();
  const roles = useGatewayQuery(userRoleChoices, {});
  const filtered = {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
    ...(filters.roleId ? { roleId: filters.roleId } : {}),
  };
  const users = useGatewayQuery(userPage, { ...page, ...filtered });
  const statusText = (status: 'enabled' | 'disabled') =>
    intl.formatMessage({ id: status === 'enabled' ? 'common.enabled' : 'common.disabled' });
  const roleNames = (row: UserRow) => row.roles.map((role) => role.name).join('、');

  const columns: Column<UserRow>[] = [
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
    { key: 'mobile', title: intl.formatMessage({ id: 'people.mobile' }), render: (row) => row.mobile || '—' },
    { key: 'roles', title: intl.formatMessage({ id: 'people.roles' }), render: (row) => roleNames(row) || '—' },
    {
      key: 'departmentName',
      title: intl.formatMessage({ id: 'users.department' }),
      render: (row) => row.departmentName || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const exportColumns = [
    { title: intl.formatMessage({ id: 'people.name' }), value: (row: UserRow) => row.name },
    { title: intl.formatMessage({ id: 'people.accountNum' }), value: (row: UserRow) => row.accountNum },
    { title: intl.formatMessage({ id: 'people.mobile' }), value: (row: UserRow) => row.mobile },
    { title: intl.formatMessage({ id: 'people.roles' }), value: roleNames },
    { title: intl.formatMessage({ id: 'users.department' }), value: (row: UserRow) => row.departmentName },
    { title: intl.formatMessage({ id: 'common.status' }), value: (row: UserRow) => statusText(row.status) },
  ];

  const statusOptions = useStatusFilterOptions();

  async function setStatus(row: UserRow, status: 'enabled' | 'disabled') {
    if (await run(userSetStatus, { accountId: row.accountId, status }, 'success.statusChanged')) users.reload();
  }

  return (
    <section className={styles.screen} data-screen="user">
      <ListHeader
        title="users.title"
        addLabel="users.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton
              name={intl.formatMessage({ id: 'users.title' })}
              columns={exportColumns}
              fetchPage={(pageNum, pageSize) => gateway.call(userPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'users.search' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
        <FilterBar.Select
          name="roleId"
          label={intl.formatMessage({ id: 'people.roles' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...(roles.data ?? []).map((role) => ({ value: role.roleId, label: role.name })),
          ]}
        />
      </FilterBar>
      <PagedTable<UserRow>
        caption={intl.formatMessage({ id: 'users.title' })}
        columns={columns}
        rows={users.data?.records ?? []}
        rowKey={(row) => row.accountId}
        total={users.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={users.isLoading}
        error={users.error ?? undefined}
        onRetry={users.reload}
        emptyContent={intl.formatMessage({ id: 'users.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.accountId}`)} />
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
        title={intl.formatMessage({ id: 'users.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'users.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(userDelete, { accountId: deleting.accountId }, 'success.deleted');
          if (!done) throw new Error('refused');
          users.reload();
        }}
      />
      {resetting ? (
        <ResetPasswordDialog
          name={resetting.name}
          account={resetting.accountNum}
          identityShared={resetting.identityShared}
          reset={async (password) =>
            Boolean(await run(userResetPassword, { accountId: resetting.accountId, password }, 'success.passwordReset'))
          }
          onClose={() => setResetting(null)}
        />
      ) : null}
    </section>
  );
}
