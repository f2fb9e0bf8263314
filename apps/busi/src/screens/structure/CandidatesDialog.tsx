import { type DataOf, departmentMemberAdd, departmentMemberCandidates } from '@school-sports/gateway-client';
import { Button, type Column, Dialog, PagedTable, type PagedTableProps, SearchField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useListState } from '../shared/ListScreen.tsx';
import * as styles from '../shared/screens.css.ts';

type Candidate = DataOf<typeof departmentMemberCandidates>['records'][number];
type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];

/**
 * The people of the organisation in no department, searched and paged, to add to a department.
 * What is chosen on one page stays chosen while the person turns pages or searches.
 */
export function CandidatesDialog({
  departmentId,
  departmentName,
  onClose,
  onAdded,
}: {
  departmentId: string;
  departmentName: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const intl = useIntl();
  const { filters, page, changeFilters, changePage } = useListState({ keyword: '' });
  const [typed, setTyped] = useState('');
  const candidates = useGatewayQuery(departmentMemberCandidates, {
    ...page,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  // Typed text searches after a short pause; Enter searches at once.
  useEffect(() => {
    const timer = setTimeout(() => changeFilters({ keyword: typed.trim() }), 400);
    return () => clearTimeout(timer);
  }, [typed, changeFilters]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { run, isPending } = useGatewayAction();
  const rows = candidates.data?.records ?? [];
  const pageIds = rows.map((row) => row.accountId);

  function select(selection: Selection) {
    const onPage = new Set(selection === 'all' ? pageIds : pageIds.filter((id) => selection.has(id)));
    setChosen((current) => new Set([...[...current].filter((id) => !pageIds.includes(id)), ...onPage]));
  }

  async function add() {
    if (await run(departmentMemberAdd, { departmentId, accountIds: [...chosen] }, 'success.added')) {
      onAdded();
      onClose();
    }
  }

  const columns: Column<Candidate>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'departments.memberName' }), isRowHeader: true },
    { key: 'accountNum', title: intl.formatMessage({ id: 'departments.accountNum' }) },
    { key: 'mobile', title: intl.formatMessage({ id: 'departments.mobile' }), render: (row) => row.mobile || '—' },
  ];

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      isDismissable={false}
      title={intl.formatMessage({ id: 'departments.candidatesTitle' }, { name: departmentName })}
      footer={
        <div className={styles.formActions}>
          <span className={styles.muted} aria-live="polite">
            <FormattedMessage id="departments.selectedCount" values={{ count: chosen.size }} />
          </span>
          <Button onPress={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="primary" isPending={isPending} isDisabled={chosen.size === 0} onPress={add}>
            <FormattedMessage id="departments.addSelected" />
          </Button>
        </div>
      }
    >
      <div className={styles.screen}>
        <SearchField
          label={intl.formatMessage({ id: 'departments.candidateSearch' })}
          description={intl.formatMessage({ id: 'departments.candidatesHelp' })}
          value={typed}
          onChange={setTyped}
          onSubmit={(text) => changeFilters({ keyword: text.trim() })}
          onClear={() => changeFilters({ keyword: '' })}
          maxLength={30}
          autoFocus
        />
        <PagedTable<Candidate>
          aria-label={intl.formatMessage({ id: 'departments.candidatesCaption' })}
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
          emptyContent={intl.formatMessage({ id: 'departments.candidatesEmpty' })}
          selectionMode="multiple"
          selectedKeys={new Set(pageIds.filter((id) => chosen.has(id)))}
          onSelectionChange={select}
          maxHeight={360}
        />
      </div>
    </Dialog>
  );
}
