import { AUDIT_ACTIONS, auditExport, auditPage } from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import type { AppMessageId } from '../../i18n/messages.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';

type AuditRow = RowOf<typeof auditPage>;

// The log is written by the gateway and only read here: no add, edit or delete.
const auditLog = defineResource({
  screen: 'auditLog',
  texts: 'audit',
  page: auditPage,
  export: auditExport,
  key: (row) => row.id,
  name: (row) => `${row.actorName} ${row.action}`,
  addPath: false,
  editPath: false,
});

/** The message of an action the log records; a newer gateway's unknown action shows as written. */
function actionMessage(action: string): AppMessageId | null {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? (`audit.action.${action}` as AppMessageId) : null;
}

/** `auditLog` (admin frame): who did what security-relevant thing, when, from where and how it ended (issue 19). */
export function AuditLogPage() {
  const intl = useIntl();
  const c = useColumns<AuditRow>();
  const actionLabel = (action: string) => {
    const id = actionMessage(action);
    return id ? intl.formatMessage({ id }) : action;
  };
  const outcomeLabel = (row: AuditRow) => intl.formatMessage({ id: `audit.${row.outcome}` });
  return (
    <ResourceList
      resource={auditLog}
      columns={[
        c.moment('at', 'audit.at', (row) => row.at),
        c.column('actorName', 'audit.actor', { isRowHeader: true }),
        c.column('action', 'audit.action', { value: (row) => actionLabel(row.action) }),
        c.column('target', 'audit.target', { ellipsis: true }),
        c.column('outcome', 'audit.outcome', {
          value: outcomeLabel,
          render: (row) => <Tag variant={row.outcome === 'failure' ? 'danger' : 'success'}>{outcomeLabel(row)}</Tag>,
        }),
        c.column('orgName', 'audit.org', { hideable: true }),
        c.column('clientAddress', 'audit.address', { hideable: true }),
        c.column('requestId', 'audit.requestId', { hideable: true, defaultHidden: true }),
        c.column('detail', 'audit.detail', { hideable: true, ellipsis: true }),
      ]}
      filters={() => [
        {
          kind: 'select',
          name: 'action',
          label: intl.formatMessage({ id: 'audit.action' }),
          options: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
        },
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'audit.search' }) },
        {
          kind: 'dateRange',
          start: 'startDate',
          end: 'endDate',
          label: intl.formatMessage({ id: 'audit.days' }),
          utcOffset: 'utcOffset',
        },
      ]}
    />
  );
}
