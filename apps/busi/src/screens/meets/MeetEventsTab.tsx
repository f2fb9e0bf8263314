import { canEditEvents, statusLabel } from '@school-sports/domain';
import { type DataOf, type meetDetail, meetEventDelete, meetEventList } from '@school-sports/gateway-client';
import { Button, ConfirmDialog, PagedTable, StatusTag } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { tableColumns, useColumns } from '../../kit/columns.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { useEventTexts } from './eventTexts.ts';

// The event form opens on a press: its fields load then, not with the meet's page.
const MeetEventDialog = lazy(async () => ({ default: (await import('./MeetEventDialog.tsx')).MeetEventDialog }));

type Meet = DataOf<typeof meetDetail>;
type EventRow = DataOf<typeof meetEventList>[number];

/**
 * The events tab of a meet's detail page: the meet's events (at most 200, one table), added,
 * edited and deleted while the meet has not started, by roles holding the event buttons.
 */
export function MeetEventsTab({ meet }: { meet: Meet }) {
  const intl = useIntl();
  const can = useCan();
  const texts = useEventTexts();
  const { locale } = useLocale();
  const c = useColumns<EventRow>();
  const events = useGatewayQuery(meetEventList, { meetId: meet.meetId });
  const { run } = useGatewayAction();
  const [editing, setEditing] = useState<EventRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EventRow | null>(null);
  const editable = canEditEvents(meet.status);
  const rows = events.data ?? [];
  const columns = [
    c.column('name', 'meets.events.name', { isRowHeader: true }),
    c.column('sex', 'meets.events.sex', { value: (row) => texts.sex(row.sex) }),
    c.column('grades', 'meets.events.grades', { value: (row) => texts.grades(row), ellipsis: true }),
    c.column('discipline', 'meets.events.discipline', { value: (row) => texts.disciplineSized(row) }),
    c.column('measure', 'meets.events.measure', {
      value: (row) => `${texts.measure(row.measure)} · ${texts.unit(row.unit)}`,
    }),
    c.column('rounds', 'meets.events.rounds', { value: (row) => texts.rounds(row.rounds) }),
    c.column('entryCount', 'meets.events.entryCount', { align: 'end' }),
    // Drawn or not: the arrangement page draws (groups) an event and redraws (regroups) it.
    c.column('grouping', 'meets.events.grouping', {
      value: (row) => domainText(locale, statusLabel('grouping', row.grouping)),
      render: (row) => <StatusTag status={row.grouping} />,
    }),
  ];

  return (
    <div className={styles.formFields}>
      {editable ? (
        can('eventAdd') ? (
          <div>
            <Button variant="primary" onPress={() => setEditing('new')}>
              <FormattedMessage id="meets.events.add" />
            </Button>
          </div>
        ) : null
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="meets.events.fixed" />
        </p>
      )}
      <PagedTable<EventRow>
        caption={intl.formatMessage({ id: 'meets.events.caption' })}
        columns={tableColumns(columns, intl.formatNumber)}
        rows={rows}
        rowKey={(row) => row.eventId}
        total={rows.length}
        page={1}
        pageSize={Math.max(10, rows.length)}
        onPageChange={() => {}}
        isLoading={events.isLoading}
        error={events.error ?? undefined}
        onRetry={events.reload}
        emptyContent={intl.formatMessage({ id: 'meets.events.empty' })}
        rowActions={
          editable && (can('eventEdit') || can('eventDelete'))
            ? (row) => (
                <span className={styles.rowActions}>
                  {can('eventEdit') ? (
                    <RowButton action="meets.events.edit" name={texts.title(row)} onPress={() => setEditing(row)} />
                  ) : null}
                  {can('eventDelete') && row.entryCount === 0 ? (
                    <RowButton action="meets.events.delete" name={texts.title(row)} onPress={() => setDeleting(row)} />
                  ) : null}
                </span>
              )
            : undefined
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <MeetEventDialog
            meet={meet}
            event={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              events.reload();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'meets.events.deleteTitle' }, { name: deleting ? texts.title(deleting) : '' })}
        message={intl.formatMessage({ id: 'meets.events.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(meetEventDelete, { eventId: deleting.eventId }, 'success.deleted');
          if (!done) throw new Error('refused');
          setDeleting(null);
          events.reload();
        }}
      />
    </div>
  );
}
