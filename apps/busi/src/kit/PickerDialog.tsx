import type { RequestOf } from '@school-sports/gateway-client';
import { PagedTable, type PagedTableProps, SearchField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGatewayQuery } from '../session/useGateway.ts';
import { type ListColumn, tableColumns } from './columns.tsx';
import type { Page, PageEndpoint, RowOf } from './defineResource.ts';
import { FormDialog } from './FormDialog.tsx';
import * as styles from './screens.css.ts';

type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];

/** The request fields a picker sets itself: the page and the searched text. */
type PickerOwn = 'pageNum' | 'pageSize' | 'keyword';

export interface PickerDialogProps<E extends PageEndpoint> {
  /** The endpoint of the candidates' pages, searched by `keyword`. */
  page: E;
  /** The rest of the candidates' request (the record they are picked for). */
  request: Omit<RequestOf<E>, PickerOwn>;
  rowKey: (row: RowOf<E>) => string;
  columns: readonly ListColumn<RowOf<E>>[];
  title: string;
  /** The table's accessible name. */
  caption: string;
  searchLabel: string;
  /** A line under the search field: who the candidates are. */
  searchHelp?: string;
  emptyContent?: string;
  /** The confirm button's text, given how many are chosen. */
  confirmLabel: (count: number) => string;
  /** How many are chosen, in words ("2 chosen"). */
  chosenLabel: (count: number) => string;
  /** Adds the chosen; answers whether it succeeded (the dialog then closes). */
  onConfirm: (keys: string[]) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Candidates searched and paged in a dialog, chosen in bulk: what is chosen on one page stays
 * chosen while the person turns pages or searches, and the count says how many are chosen.
 */
export function PickerDialog<E extends PageEndpoint>({
  page: endpoint,
  request,
  rowKey,
  columns,
  title,
  caption,
  searchLabel,
  searchHelp,
  emptyContent,
  confirmLabel,
  chosenLabel,
  onConfirm,
  onClose,
}: PickerDialogProps<E>) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);
  // The request given, with the page and search the picker adds (fields of every candidates endpoint).
  const full = { ...request, ...page, ...(keyword ? { keyword } : {}) } as RequestOf<E>;
  const candidates = useGatewayQuery(endpoint, full);
  // `PageEndpoint` answers pages of `RowOf<E>`; the type system cannot see through the generic.
  const data = candidates.data as Page<RowOf<E>> | undefined;
  const rows = data?.records ?? [];
  const pageKeys = rows.map(rowKey);

  function search(text: string) {
    setKeyword(text.trim());
    setPage((current) => ({ ...current, pageNum: 1 }));
  }
  // Typed text searches after a short pause; Enter searches at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` only sets state
  useEffect(() => {
    const timer = setTimeout(() => search(typed), 400);
    return () => clearTimeout(timer);
  }, [typed]);

  function select(selection: Selection) {
    const onPage = new Set(selection === 'all' ? pageKeys : pageKeys.filter((key) => selection.has(key)));
    setChosen((current) => new Set([...[...current].filter((key) => !pageKeys.includes(key)), ...onPage]));
  }

  async function confirm() {
    setPending(true);
    try {
      if (await onConfirm([...chosen])) onClose();
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="large"
      status={chosenLabel(chosen.size)}
      isPending={pending}
      isDisabled={chosen.size === 0}
      onConfirm={confirm}
      confirmLabel={confirmLabel(chosen.size)}
    >
      <div className={styles.screen}>
        <SearchField
          label={searchLabel}
          description={searchHelp}
          value={typed}
          onChange={setTyped}
          onSubmit={search}
          onClear={() => search('')}
          maxLength={30}
          autoFocus
        />
        <PagedTable<RowOf<E>>
          aria-label={caption}
          columns={tableColumns(columns, intl.formatNumber)}
          rows={rows}
          rowKey={rowKey}
          total={data?.total ?? 0}
          page={page.pageNum}
          pageSize={page.pageSize}
          onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          isLoading={candidates.isLoading}
          error={candidates.error ?? undefined}
          onRetry={candidates.reload}
          emptyContent={emptyContent}
          selectionMode="multiple"
          selectedKeys={new Set(pageKeys.filter((key) => chosen.has(key)))}
          onSelectionChange={select}
          showTableTools={false}
          maxHeight={360}
        />
      </div>
    </FormDialog>
  );
}
