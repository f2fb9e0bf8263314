// What the lists of staff accounts (users, teachers) share: the name with a "me" tag on one's own
// row, and the password reset a row offers with the role's `resetPassword` button.
import type { Endpoint, RequestOf } from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListColumn } from '../../kit/columns.tsx';
import type { ListHandle } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useCan } from '../../shell/permissions.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/** A staff account's row as these lists show it. */
interface StaffRow {
  name: string;
  accountNum: string;
  isSelf: boolean;
  identityShared: boolean;
}

/** The name column, with a tag on the signed-in person's own row. */
export function useStaffNameColumn<Row extends StaffRow>(): ListColumn<Row> {
  const intl = useIntl();
  return {
    key: 'name',
    title: intl.formatMessage({ id: 'people.name' }),
    isRowHeader: true,
    value: (row) => row.name,
    render: (row) => (
      <>
        {row.name}
        {row.isSelf ? (
          <>
            {' '}
            <Tag>{intl.formatMessage({ id: 'people.self' })}</Tag>
          </>
        ) : null}
      </>
    ),
  };
}

/** A row's reset-password button and the dialog it opens, calling `endpoint` with `request`. */
export function useResetPassword<Row extends StaffRow, E extends Endpoint>(
  endpoint: E,
  request: (row: Row, password: string) => RequestOf<E>,
): { button: (row: Row) => ReactNode; dialog: (list: ListHandle) => ReactNode } {
  const can = useCan();
  const [resetting, setResetting] = useState<Row | null>(null);
  return {
    button: (row) =>
      can('resetPassword') ? (
        <RowButton action="people.resetPassword" name={row.name} onPress={() => setResetting(row)} />
      ) : null,
    dialog: (list) =>
      resetting ? (
        <ResetPasswordDialog
          name={resetting.name}
          account={resetting.accountNum}
          identityShared={resetting.identityShared}
          reset={async (password) =>
            Boolean(await list.run(endpoint, request(resetting, password), 'success.passwordReset'))
          }
          onClose={() => setResetting(null)}
        />
      ) : null,
  };
}
