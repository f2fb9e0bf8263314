import {
  roleDetail,
  roleMemberAdd,
  roleMemberCandidates,
  roleMemberPage,
  roleMemberRemove,
} from '@school-sports/gateway-client';
import { Button } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { type ListColumn, useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { PickerDialog } from '../../kit/PickerDialog.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';

type Member = RowOf<typeof roleMemberPage>;

// The accounts holding a role; they are added and removed here, not edited or exported.
const members = defineResource({
  screen: 'role/members',
  texts: 'roleMembers',
  page: roleMemberPage,
  export: false,
  key: (row) => row.accountId,
  name: (row) => row.name,
  addPath: false,
  editPath: false,
});

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
  const columns = useMemberColumns();
  const role = useGatewayQuery(roleDetail, { roleId });
  const [adding, setAdding] = useState(false);
  return (
    <ResourceList
      resource={members}
      within={{
        request: { roleId },
        title: { name: role.data?.name ?? '' },
        onBack: () => navigate('../..', { relative: 'path' }),
      }}
      columns={columns}
      filters={() => [{ kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'roles.search' }) }]}
      headerAction={{ button: 'members', label: 'roles.addMembers', onPress: () => setAdding(true) }}
      bulkActions={{
        button: 'members',
        render: (rows, list) => (
          <Button
            size="small"
            variant="danger"
            isDisabled={rows.length === 0}
            onPress={async () => {
              const accountIds = rows.map((row) => row.accountId);
              if (await list.run(roleMemberRemove, { roleId, accountIds }, 'success.deleted')) list.reload();
            }}
          >
            <FormattedMessage id="roles.removeSelected" values={{ count: rows.length }} />
          </Button>
        ),
      }}
    >
      {(list) =>
        adding ? <AddMembersDialog roleId={roleId} onAdded={list.reload} onClose={() => setAdding(false)} /> : null
      }
    </ResourceList>
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
