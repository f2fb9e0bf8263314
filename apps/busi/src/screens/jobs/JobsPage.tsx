import { JOB_STATES, type JobState, jobExport, jobPage, jobRetry } from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useCan } from '../../shell/permissions.tsx';

type JobRow = RowOf<typeof jobPage>;

// Jobs are queued and run by the gateways; here they are only read, and a failed one run again.
const jobs = defineResource({
  screen: 'jobs',
  texts: 'jobs',
  page: jobPage,
  export: jobExport,
  key: (row) => row.jobId,
  name: (row) => row.kind,
  addPath: false,
  editPath: false,
});

const stateTags: Record<JobState, 'default' | 'info' | 'success' | 'danger'> = {
  waiting: 'default',
  running: 'info',
  done: 'success',
  failed: 'danger',
};

/** `jobs` (admin frame): the platform's background jobs, what failed and why, and a failed one run again (issue 19). */
export function JobsPage() {
  const intl = useIntl();
  const can = useCan();
  const c = useColumns<JobRow>();
  const stateLabel = (row: JobRow) => intl.formatMessage({ id: `jobs.state.${row.state}` });
  return (
    <ResourceList
      resource={jobs}
      columns={[
        c.moment('createdAt', 'jobs.createdAt', (row) => row.createdAt),
        c.column('kind', 'jobs.kind', { isRowHeader: true }),
        c.column('state', 'jobs.state', {
          value: stateLabel,
          render: (row) => <Tag variant={stateTags[row.state]}>{stateLabel(row)}</Tag>,
        }),
        c.column('attempts', 'jobs.attempts', {
          align: 'end',
          value: (row) => intl.formatMessage({ id: 'jobs.attemptsValue' }, row),
        }),
        c.moment('runAt', 'jobs.runAt', (row) => row.runAt, { hideable: true }),
        c.moment('finishedAt', 'jobs.finishedAt', (row) => row.finishedAt, { hideable: true }),
        c.column('lastError', 'jobs.lastError', { ellipsis: true, hideable: true }),
      ]}
      filters={() => [
        {
          kind: 'select',
          name: 'state',
          label: intl.formatMessage({ id: 'jobs.state' }),
          options: JOB_STATES.map((state) => ({
            value: state,
            label: intl.formatMessage({ id: `jobs.state.${state}` }),
          })),
        },
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'jobs.search' }) },
      ]}
      moreRowActions={(row, list) =>
        row.state === 'failed' && can('edit') ? (
          <RowButton
            action="jobs.retry"
            name={row.kind}
            onPress={async () => {
              if (await list.run(jobRetry, { jobId: row.jobId }, 'success.saved')) list.reload();
            }}
          />
        ) : null
      }
    />
  );
}
