import {
  type DataOf,
  roleDetail,
  roleMemberAdd,
  roleMemberCandidates,
  roleMemberPage,
  roleMemberRemove,
} from '@school-sports/gateway-client';
import { Button, FilterBar, PagedTable, type PagedTableProps, PageHeader } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { type ListColumn, tableColumns, useColumns } from '../../resources/columns.tsx';
import { useListState } from '../../resources/listState.ts';
import { PickerDialog } from '../../resources/PickerDialog.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from '../shared/screens.css.ts';

type Member = DataOf<typeof roleMemberPage>['records'][number];
type Filters = { keyword: string };
type Selection = NonNullable<PagedTableProps<Member>['selectedKeys']>;

/** The ids a table's selection names (all of `rows` for "all"). */
function selectedIds(selection: Selection, rows: readonly Member[]): string[] {
  return selection === 'all' ? rows.map((row) => row.accountId) : [...selection].map(String);
}

function useMemberColumns(): ListColumn<Member>[] {
  const c = useColumns<Member>();
  return [
    c.column('name', 'roles.memberName', { isRowHeader: true }),
    c.column('accountNum', 'roles.account'),
    c.column('mobile', 'roles.mobile'),
  ];
}

/** `role/members/{id}`: who holds a role; add accounts of the organisation, remove them in bulk. */
export function RoleMembersPage() {
  const roleId = useParams().id ?? '';

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
      <FilterBar<Filters> defaultValues={{ keyword: '' }} initialValues={filters} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'roles.search' })} />
      </FilterBar>
      <PagedTable<Member>
        caption={intl.formatMessage({ id: 'roles.membersTitle' }, { name: role.data?.name ?? '' })}
        columns={tableColumns(columns, intl.formatNumber)}
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
      {adding ? <AddMembersDialog roleId={roleId} onAdded={members.reload} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

/** Accounts of the organisation without the role, searched and chosen in bulk. */
function AddMembersDialog({ roleId, onAdded, onClose }: { roleId: string; onAdded: () => void; onClose: () => void }) {
  const intl = useIntl();
  const { run } = useGatewayAction();
  const columns = useMemberColumns();
  return (
    <PickerDialog
      page={roleMemberCandidates}
      request={{ roleId }}
      rowKey={(row) => row.accountId}
      columns={columns}
      title={intl.formatMessage({ id: 'roles.addMembers' })}
      caption={intl.formatMessage({ id: 'roles.candidates' })}
      searchLabel={intl.formatMessage({ id: 'roles.search' })}
      chosenLabel={(count) => intl.formatMessage({ id: 'people.chosenCount' }, { count })}
      confirmLabel={(count) => intl.formatMessage({ id: 'roles.addSelected' }, { count })}
      onConfirm={async (accountIds) => {
        const done = await run(roleMemberAdd, { roleId, accountIds }, 'success.added');
        if (done) onAdded();
        return Boolean(done);
      }}
      onClose={onClose}
    />
  );
}
