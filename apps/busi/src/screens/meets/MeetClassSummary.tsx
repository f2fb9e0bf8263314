import { statusLabel } from '@school-sports/domain';
import { type DataOf, type meetDetail, meetEntryClassSummary } from '@school-sports/gateway-client';
import { Checkbox, Dialog, PagedTable, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { tableColumns, useColumns } from '../../kit/columns.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type Meet = DataOf<typeof meetDetail>;
type ClassRow = DataOf<typeof meetEntryClassSummary>[number];

/**
 * Which classes have registered for a meet (SPEC 4's registered / unregistered) and with how many
 * athletes and teams: the organiser's list of classes to chase before registration closes. A class
 * becomes registered with its first entry and unregistered again when its last is withdrawn.
 */
export function MeetClassSummary({ meet, onClose }: { meet: Meet; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const c = useColumns<ClassRow>();
  const summary = useGatewayQuery(meetEntryClassSummary, { meetId: meet.meetId });
  const [onlyUnregistered, setOnlyUnregistered] = useState(false);
  const all = summary.data ?? [];
  const rows = onlyUnregistered ? all.filter((one) => one.registration === 'unregistered') : all;
  const registered = all.filter((one) => one.registration === 'registered').length;
  const columns = [
    c.column('name', 'meets.entries.class', { isRowHeader: true }),
    c.column('athletes', 'meetClasses.athletes', { align: 'end' }),
    c.column('teams', 'meetClasses.teams', { align: 'end' }),
    c.column('registration', 'common.status', {
      value: (row) => domainText(locale, statusLabel('registration', row.registration)),
      render: (row) => <StatusTag status={row.registration} />,
    }),
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
      title={intl.formatMessage({ id: 'meetClasses.title' }, { name: meet.name })}
    >
      <div className={styles.formFields}>
        {summary.data ? (
          <p>{intl.formatMessage({ id: 'meetClasses.count' }, { registered, total: all.length })}</p>
        ) : null}
        <Checkbox isSelected={onlyUnregistered} onChange={setOnlyUnregistered}>
          {intl.formatMessage({ id: 'meetClasses.onlyUnregistered' })}
        </Checkbox>
        <PagedTable<ClassRow>
          caption={intl.formatMessage({ id: 'meetClasses.caption' })}
          columns={tableColumns(columns, intl.formatNumber)}
          rows={rows}
          rowKey={(row) => row.classId}
          total={rows.length}
          page={1}
          pageSize={Math.max(10, rows.length)}
          onPageChange={() => {}}
          isLoading={summary.isLoading}
          error={summary.error ?? undefined}
          onRetry={summary.reload}
          emptyContent={intl.formatMessage({ id: 'meetClasses.empty' })}
        />
      </div>
    </Dialog>
  );
}
