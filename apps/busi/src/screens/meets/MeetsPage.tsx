import { canDeleteMeet, canEditMeet, nextStates, type StatusOf, statusesOf, statusLabel } from '@school-sports/domain';
import { meetDelete, meetExport, meetPage, meetSetStatus } from '@school-sports/gateway-client';
import { ConfirmDialog, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

type MeetRow = RowOf<typeof meetPage>;
type Progress = StatusOf<'progress'>;

const meets = defineResource({
  screen: 'sportsMeet',
  texts: 'meets',
  page: meetPage,
  export: meetExport,
  key: (row) => row.meetId,
  name: (row) => row.name,
  editPath: (row) => (canEditMeet(row.status) ? `edit/${row.meetId}` : null),
  remove: {
    call: ([row]) => call(meetDelete, { meetId: row?.meetId ?? '' }),
    allowed: (row) => canDeleteMeet(row.status),
  },
});

/** The row button of each step a meet may take next. */
const stepActions: Record<Exclude<Progress, 'notStarted'>, string> = {
  inProgress: 'meets.start',
  ended: 'meets.end',
  endedEarly: 'meets.endEarly',
};

/**
 * `sportsMeet` (k12, nf, gx and single frames): the organisation's sports meets, filtered and paged,
 * started and ended along the progress transitions (an end asks first: it is final) (issue 46).
 */
export function MeetsPage() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const c = useColumns<MeetRow>();
  const statusText = (status: Progress) => domainText(locale, statusLabel('progress', status));
  const [ending, setEnding] = useState<{ row: MeetRow; to: Progress } | null>(null);
  const span = (start: string, end: string) =>
    start === end ? start : intl.formatMessage({ id: 'meets.span' }, { start, end });
  return (
    <ResourceList
      resource={meets}
      columns={[
        c.column('name', 'meets.name', { isRowHeader: true }),
        c.column('startDate', 'meets.days', { value: (row) => span(row.startDate, row.endDate) }),
        c.column('registrationEnd', 'meets.registration', {
          value: (row) => span(row.registrationStart, row.registrationEnd),
          hideable: true,
        }),
        c.column('venues', 'meets.venues', {
          value: (row) => intl.formatList(row.venues.map((venue) => venue.name)),
          ellipsis: true,
          hideable: true,
        }),
        c.column('fee', 'meets.fee', {
          align: 'end',
          value: (row) =>
            row.fee === null
              ? intl.formatMessage({ id: 'meets.noFee' })
              : intl.formatNumber(row.fee, { minimumFractionDigits: 2 }),
          hideable: true,
        }),
        c.column('status', 'common.status', {
          value: (row) => statusText(row.status),
          render: (row) => <StatusTag status={row.status} />,
        }),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'meets.search' }) },
        {
          kind: 'select',
          name: 'status',
          label: intl.formatMessage({ id: 'common.status' }),
          options: statusesOf('progress').map((status) => ({
            value: status,
            label: statusText(status),
          })),
        },
      ]}
      rowActions={(row) => (
        <RowButton action="common.detail" name={row.name} onPress={() => navigate(`detail/${row.meetId}`)} />
      )}
      moreRowActions={(row, list) =>
        can('status')
          ? nextStates('progress', row.status).map((to) => (
              <RowButton
                key={to}
                action={stepActions[to as Exclude<Progress, 'notStarted'>]}
                name={row.name}
                onPress={async () => {
                  if (to !== 'inProgress') return setEnding({ row, to });
                  if (await list.run(meetSetStatus, { meetId: row.meetId, status: to }, 'success.saved')) list.reload();
                }}
              />
            ))
          : null
      }
    >
      {(list) => (
        <ConfirmDialog
          isOpen={ending !== null}
          onOpenChange={(open) => {
            if (!open) setEnding(null);
          }}
          title={intl.formatMessage({ id: 'meets.endTitle' }, { name: ending?.row.name ?? '' })}
          message={intl.formatMessage({ id: 'meets.endMessage' })}
          confirmLabel={intl.formatMessage({ id: ending?.to === 'endedEarly' ? 'meets.endEarly' : 'meets.end' })}
          onConfirm={async () => {
            if (!ending) return;
            const done = await list.run(
              meetSetStatus,
              { meetId: ending.row.meetId, status: ending.to },
              'success.saved',
            );
            if (!done) throw new Error('refused');
            setEnding(null);
            list.reload();
          }}
        />
      )}
    </ResourceList>
  );
}
