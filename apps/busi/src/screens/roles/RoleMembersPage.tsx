import {
  type DataOf,
  roleDetail,
  roleMemberAdd,
  roleMemberCandidates,
  roleMemberPage,
  roleMemberRemove,
} from '@school-sports/gateway-client';
import {
  Button,
  type Column,
  Dialog,
  FilterBar,
  PagedTable,
  type PagedTableProps,
  PageHeader,
} from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { useListState } from '../shared/ListScreen.tsx';
import * as styles from '../shared/screens.css.ts';

type Member = DataOf<typeof roleMemberPage>['records'][number];
type Filters = { keyword: string };
type Selection = NonNullable<PagedTableProps<Member>['selectedKeys']>;

/** The ids a table's selection names (all of `rows` for "all"). */
function selectedIds(selection: Selection, rows: readonly Member[]): string[] {
  return selection === 'all' ? rows.map((row) => row.accountId) : [...selection].map(String);
}

function useMemberColumns(): Column<Member>[] {
  const intl = useIntl();
  return [
    { key: 'name', title: intl.formatMessage({ id: 'roles.memberName' }), isRowHeader: true },
    { key: 'accountNum', title: intl.formatMessage({ id: 'roles.account' }) },
    { key: 'mobile', title: intl.formatMessage({ id: 'roles.mobile' }), render: (row) => row.mobile || '—' },
  ];
}

/** `role/members/{id}`: who holds a role; add accounts of the organisation, remove them in bulk. */
export function RoleMembersPage({ roleId }: { roleId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const columns = useMemberColumns();
  const role = useGatewayQuery(roleDetail, { roleId });
  const { filters, page, changeFilters, changePage } = useListState<Filters>({ keyword: '' });
  const members = useGatewayQuery(roleMemberPage, {
    roleId,
    ...page,
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  });
  const [selection, setSelection] = useState<Selection>(new Set());
  const [adding, setAdding] = useState(false);
  const { run, isPending } = useGatewayAction();
  const rows = members.data?.records ?? [];
  const chosen = selectedIds(selection, rows);

  async function remove() {
    if (await run(roleMemberRemove, { roleId, accountIds: chosen }, 'success.deleted')) {
      setSelection(new Set());
      members.reload();
    }
  }

  return (
    <section className={styles.screen} data-screen="role/members">
      <PageHeader
        title={intl.formatMessage({ id: 'roles.membersTitle' }, { name: role.data?.name ?? '' })}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          can('members') ? (
            <>
              <Button isDisabled={chosen.length === 0} isPending={isPending} onPress={remove}>
                <FormattedMessage id="roles.removeSelected" values={{ count: chosen.length }} />
              </Button>
              <Button variant="primary" onPress={() => setAdding(true)}>
                <FormattedMessage id="roles.addMembers" />
              </Button>
            </>
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={{ keyword: '' }} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'roles.search' })} />
      </FilterBar>
      <PagedTable<Member>
        caption={intl.formatMessage({ id: 'roles.membersTitle' }, { name: role.data?.name ?? '' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.accountId}
        total={members.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={members.isLoading}
        error={members.error ?? undefined}
        onRetry={members.reload}
        selectionMode={can('members') ? 'multiple' : undefined}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        emptyContent={intl.formatMessage({ id: 'roles.noMembers' })}
      />
      {adding ? (
        <AddMembersDialog
          roleId={roleId}
          onClose={(added) => {
            setAdding(false);
            if (added) members.reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** Accounts of the organisation without the role, searched and chosen in bulk. */
function AddMembersDialog({ roleId, onClose }: { roleId: string; onClose: (added: boolean) => void }) {
  const intl = useIntl();
  const columns = useMemberColumns();
  const { filters, page, changeFilters, changePage } = useListState<Filters>({ keyword: '' });
  const candidates = useGatewayQuery(roleMemberCandidates, {
    roleId,
    ...page,
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  });
  const [selection, setSelection] = useState<Selection>(new Set());
  const { run, isPending } = useGatewayAction();
  const rows = candidates.data?.records ?? [];
  const chosen = selectedIds(selection, rows);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      size="large"
      isDismissable={false}
      title={intl.formatMessage({ id: 'roles.addMembers' })}
      footer={
        <div className={styles.formActions}>
          <Button onPress={() => onClose(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            variant="primary"
            isDisabled={chosen.length === 0}
            isPending={isPending}
            onPress={async () => {
              if (await run(roleMemberAdd, { roleId, accountIds: chosen }, 'success.added')) onClose(true);
            }}
          >
            <FormattedMessage id="roles.addSelected" values={{ count: chosen.length }} />
          </Button>
        </div>
      }
    >
      <FilterBar<Filters> defaultValues={{ keyword: '' }} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'roles.search' })} />
      </FilterBar>
      <PagedTable<Member>
        caption={intl.formatMessage({ id: 'roles.candidates' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.accountId}
        total={candidates.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={candidates.isLoading}
        error={candidates.error ?? undefined}
        onRetry={candidates.reload}
        selectionMode="multiple"
        selectedKeys={selection}
        onSelectionChange={setSelection}
      />
    </Dialog>
  );
}
