import {
  type DataOf,
  departmentList,
  departmentMemberMove,
  departmentMemberPage,
  departmentMemberRemove,
} from '@school-sports/gateway-client';
import {
  Button,
  type Column,
  ConfirmDialog,
  FilterBar,
  PagedTable,
  type PagedTableProps,
  PageHeader,
  Select,
} from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../resources/FormDialog.tsx';
import { useListState } from '../../resources/listState.ts';
import { inTreeOrder } from '../../resources/tree.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { pagedList } from '../shared/exportSources.ts';
import * as styles from '../shared/screens.css.ts';
import { CandidatesDialog } from './CandidatesDialog.tsx';
import * as css from './structure.css.ts';

type Member = DataOf<typeof departmentMemberPage>['records'][number];
type Department = DataOf<typeof departmentList>[number];
type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];
type Filters = { keyword: string };
const noFilters: Filters = { keyword: '' };

/** The ids a table's selection names: `'all'` is every row of the page shown. */
export function selectedIds(selection: Selection, rowIds: readonly string[]): string[] {
  return selection === 'all' ? [...rowIds] : rowIds.filter((id) => selection.has(id));
}

/**
 * `departmentManage/member/{id}`: the members of one department, searched and paged, to remove or
 * move to another department in bulk, and the people in no department to add.
 */
export function DepartmentMembersPage() {
  const departmentId = useParams().id ?? '';

  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const departments = useGatewayQuery(departmentList, {});
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const searched = filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {};
  const members = useGatewayQuery(departmentMemberPage, { departmentId, ...page, ...searched });
  const [selection, setSelection] = useState<Selection>(new Set());
  const [dialog, setDialog] = useState<'add' | 'remove' | 'move' | null>(null);
  const { run } = useGatewayAction();

  const department = departments.data?.find((unit) => unit.departmentId === departmentId);
  const name = department?.name ?? '';
  const rows = members.data?.records ?? [];
  const chosen = selectedIds(
    selection,
    rows.map((row) => row.accountId),
  );
  const manages = can('members');

  // A new page or search starts with nothing selected: bulk actions act on what is in view.
  const clearSelection = () => setSelection(new Set());
  const afterChange = () => {
    clearSelection();
    members.reload();
    departments.reload();
  };

  const columns: Column<Member>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'departments.memberName' }), isRowHeader: true },
    { key: 'accountNum', title: intl.formatMessage({ id: 'departments.accountNum' }) },
    { key: 'mobile', title: intl.formatMessage({ id: 'departments.mobile' }), render: (row) => row.mobile || '—' },
    {
      key: 'joinedAt',
      title: intl.formatMessage({ id: 'departments.joinedAt' }),
      render: (row) => intl.formatDate(row.joinedAt, { dateStyle: 'medium' }),
      hideable: true,
    },
  ];

  return (
    <section className={styles.screen} data-screen="departmentManage/member">
      <PageHeader
        title={intl.formatMessage({ id: 'departments.membersTitle' }, { name })}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          manages || can('export') ? (
            <>
              {can('export') ? (
                <ExportButton<Member>
                  name={intl.formatMessage({ id: 'departments.membersFile' }, { name })}
                  columns={[
                    { title: intl.formatMessage({ id: 'departments.memberName' }), value: (row) => row.name },
                    { title: intl.formatMessage({ id: 'departments.accountNum' }), value: (row) => row.accountNum },
                    { title: intl.formatMessage({ id: 'departments.mobile' }), value: (row) => row.mobile },
                    {
                      title: intl.formatMessage({ id: 'departments.joinedAt' }),
                      value: (row) => intl.formatDate(row.joinedAt, { dateStyle: 'medium' }),
                    },
                  ]}
                  source={pagedList((pageNum, pageSize) =>
                    gateway.call(departmentMemberPage, { departmentId, ...searched, pageNum, pageSize }),
                  )}
                />
              ) : null}
              {manages ? (
                <Button variant="primary" onPress={() => setDialog('add')} isDisabled={!department}>
                  <FormattedMessage id="departments.addMembers" />
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {departments.error ? <p role="alert">{departments.error}</p> : null}
      <FilterBar<Filters>
        defaultValues={noFilters}
        initialValues={filters}
        onChange={(next) => {
          clearSelection();
          changeFilters(next);
        }}
      >
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'departments.memberSearch' })} />
      </FilterBar>
      <PagedTable<Member>
        caption={intl.formatMessage({ id: 'departments.membersCaption' }, { name })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.accountId}
        total={members.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => {
          clearSelection();
          changePage(pageNum, pageSize);
        }}
        isLoading={members.isLoading}
        error={members.error ?? undefined}
        onRetry={members.reload}
        emptyContent={intl.formatMessage({ id: 'departments.membersEmpty' })}
        selectionMode={manages ? 'multiple' : 'none'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        toolbar={
          manages ? (
            <span className={css.bulkActions}>
              <span aria-live="polite" className={styles.muted}>
                <FormattedMessage id="people.chosenCount" values={{ count: chosen.length }} />
              </span>
              <Button size="small" isDisabled={chosen.length === 0} onPress={() => setDialog('move')}>
                <FormattedMessage id="departments.moveSelected" />
              </Button>
              <Button
                size="small"
                variant="danger"
                isDisabled={chosen.length === 0}
                onPress={() => setDialog('remove')}
              >
                <FormattedMessage id="departments.removeSelected" />
              </Button>
            </span>
          ) : undefined
        }
      />
      <ConfirmDialog
        isOpen={dialog === 'remove'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={intl.formatMessage({ id: 'departments.removeTitle' }, { name, count: chosen.length })}
        message={intl.formatMessage({ id: 'departments.removeMessage' })}
        onConfirm={async () => {
          if (!(await run(departmentMemberRemove, { departmentId, accountIds: chosen }, 'success.saved'))) {
            throw new Error('refused');
          }
          afterChange();
        }}
      />
      {dialog === 'move' ? (
        <MoveDialog
          departmentId={departmentId}
          accountIds={chosen}
          departments={departments.data ?? []}
          onClose={() => setDialog(null)}
          onMoved={afterChange}
        />
      ) : null}
      {dialog === 'add' ? (
        <CandidatesDialog
          departmentId={departmentId}
          departmentName={name}
          onClose={() => setDialog(null)}
          onAdded={afterChange}
        />
      ) : null}
    </section>
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
