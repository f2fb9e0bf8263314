import {
  type DataOf,
  departmentList,
  departmentMemberExport,
  departmentMemberMove,
  departmentMemberPage,
  departmentMemberRemove,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, Select } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { inTreeOrder } from '../../kit/tree.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { CandidatesDialog } from './CandidatesDialog.tsx';

type Member = RowOf<typeof departmentMemberPage>;
type Department = DataOf<typeof departmentList>[number];

// A department's members join from the candidates and leave by removal or a move: no form edits them.
const departmentMembers = defineResource({
  screen: 'departmentManage/member',
  texts: 'departmentMembers',
  page: departmentMemberPage,
  export: departmentMemberExport,
  key: (row) => row.accountId,
  name: (row) => row.name,
  addPath: false,
  editPath: false,
});

/** What the screen has open over its list: the candidates, or the removal or move of the chosen members. */
type Open = { kind: 'add' } | { kind: 'remove' | 'move'; accountIds: string[] } | null;

/**
 * `departmentManage/member/{id}`: the members of one department, searched and paged, to remove or
 * move to another department in bulk, and the people in no department to add.
 */
export function DepartmentMembersPage() {
  const departmentId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const c = useColumns<Member>();
  const departments = useGatewayQuery(departmentList, {});
  const [open, setOpen] = useState<Open>(null);
  const { run } = useGatewayAction();
  const department = departments.data?.find((unit) => unit.departmentId === departmentId);
  const name = department?.name ?? '';

  return (
    <ResourceList
      resource={departmentMembers}
      within={{
        request: { departmentId },
        title: { name },
        onBack: () => navigate('../..', { relative: 'path' }),
        file: intl.formatMessage({ id: 'departments.membersFile' }, { name }),
      }}
      onReload={departments.reload}
      subtitle={departments.error ? <span role="alert">{departments.error}</span> : undefined}
      columns={[
        c.column('name', 'departments.memberName', { isRowHeader: true }),
        c.column('accountNum', 'departments.accountNum'),
        c.column('mobile', 'departments.mobile', { render: (row) => row.mobile || '—' }),
        c.moment('joinedAt', 'departments.joinedAt', (row) => row.joinedAt, { hideable: true }),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'departments.memberSearch' }) },
      ]}
      headerAction={{
        button: 'members',
        label: 'departments.addMembers',
        onPress: () => setOpen({ kind: 'add' }),
        isDisabled: !department,
      }}
      bulkActions={{
        button: 'members',
        render: (rows) => {
          const accountIds = rows.map((row) => row.accountId);
          return (
            <>
              <Button size="small" isDisabled={rows.length === 0} onPress={() => setOpen({ kind: 'move', accountIds })}>
                <FormattedMessage id="departments.moveSelected" />
              </Button>
              <Button
                size="small"
                variant="danger"
                isDisabled={rows.length === 0}
                onPress={() => setOpen({ kind: 'remove', accountIds })}
              >
                <FormattedMessage id="departments.removeSelected" />
              </Button>
            </>
          );
        },
      }}
    >
      {(list) => (
        <>
          <ConfirmDialog
            isOpen={open?.kind === 'remove'}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpen(null);
            }}
            title={intl.formatMessage(
              { id: 'departments.removeTitle' },
              { name, count: open?.kind === 'remove' ? open.accountIds.length : 0 },
            )}
            message={intl.formatMessage({ id: 'departments.removeMessage' })}
            onConfirm={async () => {
              if (open?.kind !== 'remove') return;
              const request = { departmentId, accountIds: open.accountIds };
              if (!(await run(departmentMemberRemove, request, 'success.saved'))) throw new Error('refused');
              list.reload();
            }}
          />
          {open?.kind === 'move' ? (
            <MoveDialog
              departmentId={departmentId}
              accountIds={open.accountIds}
              departments={departments.data ?? []}
              onClose={() => setOpen(null)}
              onMoved={list.reload}
            />
          ) : null}
          {open?.kind === 'add' ? (
            <CandidatesDialog
              departmentId={departmentId}
              departmentName={name}
              onClose={() => setOpen(null)}
              onAdded={list.reload}
            />
          ) : null}
        </>
      )}
    </ResourceList>
  );
}

/** Moves the selected members to another department, chosen in a Select, after a confirmation. */
function MoveDialog({
  departmentId,
  accountIds,
  departments,
  onClose,
  onMoved,
}: {
  departmentId: string;
  accountIds: string[];
  departments: readonly Department[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, isPending } = useGatewayAction();
  const options = inTreeOrder(departments.map((unit) => ({ ...unit, id: unit.departmentId })))
    .filter(({ unit }) => unit.departmentId !== departmentId)
    .map(({ unit, depth }) => ({ id: unit.departmentId, label: `${'\u3000'.repeat(depth)}${unit.name}` }));

  async function confirm() {
    const request = { departmentId, targetDepartmentId: target, accountIds };
    const checked = departmentMemberMove.request.safeParse(request);
    if (!checked.success) {
      setError(domainText(locale, checked.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    if (await run(departmentMemberMove, checked.data, 'success.saved')) {
      onMoved();
      onClose();
    }
  }

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'departments.moveTitle' }, { count: accountIds.length })}
      onClose={onClose}
      isPending={isPending}
      onConfirm={confirm}
    >
      <Select
        label={intl.formatMessage({ id: 'departments.moveTarget' })}
        items={options}
        value={target || null}
        onChange={(key) => {
          setTarget(key ? String(key) : '');
          setError(null);
        }}
        isRequired
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
        autoFocus
      />
    </FormDialog>
  );
}
