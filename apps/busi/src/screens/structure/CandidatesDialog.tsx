import { departmentMemberAdd, departmentMemberCandidates } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import type { RowOf } from '../../kit/defineResource.ts';
import { PickerDialog } from '../../kit/PickerDialog.tsx';
import { useGatewayAction } from '../../session/useGateway.ts';

/** The people of the organisation in no department, searched and paged, to add to a department. */
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
  const { run } = useGatewayAction();
  const c = useColumns<RowOf<typeof departmentMemberCandidates>>();
  return (
    <PickerDialog
      page={departmentMemberCandidates}
      request={{}}
      rowKey={(row) => row.accountId}
      columns={[
        c.column('name', 'departments.memberName', { isRowHeader: true }),
        c.column('accountNum', 'departments.accountNum'),
        c.column('mobile', 'departments.mobile'),
      ]}
      title={intl.formatMessage({ id: 'departments.candidatesTitle' }, { name: departmentName })}
      caption={intl.formatMessage({ id: 'departments.candidatesCaption' })}
      searchLabel={intl.formatMessage({ id: 'departments.candidateSearch' })}
      searchHelp={intl.formatMessage({ id: 'departments.candidatesHelp' })}
      emptyContent={intl.formatMessage({ id: 'departments.candidatesEmpty' })}
      chosenLabel={(count) => intl.formatMessage({ id: 'people.chosenCount' }, { count })}
      confirmLabel={() => intl.formatMessage({ id: 'departments.addSelected' })}
      onConfirm={async (accountIds) => {
        const done = await run(departmentMemberAdd, { departmentId, accountIds }, 'success.added');
        if (done) onAdded();
        return Boolean(done);
      }}
      onClose={onClose}
    />
  );
}
