import {
  ORGANISATION_TYPE_CODES,
  organisationAdminPasswordSchema,
  organisationTypeLabel,
  parseOrganisationType,
} from '@school-sports/domain';
import { orgExport, orgPage, orgResetAdminPassword, orgSetStatus } from '@school-sports/gateway-client';
import { PasswordField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

type OrgRow = RowOf<typeof orgPage>;

// Organisations are never deleted here: their people, results and files stay with them.
const organisations = defineResource({
  screen: 'orgManage/orgInfo',
  texts: 'orgs',
  page: orgPage,
  export: orgExport,
  key: (row) => row.orgId,
  name: (row) => row.name,
  status: { of: (row) => row.status, set: (row, status) => call(orgSetStatus, { orgId: row.orgId, status }) },
});

/** `orgManage/orgInfo`: the organisations under the signed-in management organisation. */
export function OrgListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const [resetting, setResetting] = useState<OrgRow | null>(null);
  const typeName = (type: number) => domainText(locale, organisationTypeLabel(parseOrganisationType(type)));
  const c = useColumns<OrgRow>();
  return (
    <ResourceList
      resource={organisations}
      columns={[
        c.column('name', 'orgs.name', { isRowHeader: true }),
        c.column('code', 'orgs.code'),
        c.column('type', 'orgs.type', { value: (row) => typeName(row.type) }),
        c.column('parentName', 'orgs.parent', { hideable: true }),
        c.column('adminAccount', 'orgs.adminAccount'),
        c.column('devices', 'orgs.devices', {
          value: (row) => `${row.activatedDeviceCount} / ${row.activatableDeviceCount}`,
          align: 'end',
          hideable: true,
          in: 'table',
        }),
        c.column('activatedDeviceCount', 'orgs.activatedCount', { in: 'export' }),
        c.column('activatableDeviceCount', 'orgs.activatableCount', { in: 'export' }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'name', label: intl.formatMessage({ id: 'orgs.name' }) },
        {
          kind: 'select',
          name: 'type',
          label: intl.formatMessage({ id: 'orgs.type' }),
          options: ORGANISATION_TYPE_CODES.map((type) => ({ value: String(type), label: typeName(type) })),
        },
        { kind: 'status', name: 'status' },
      ]}
      rowActions={(row) => (
        <RowButton action="common.detail" name={row.name} onPress={() => navigate(`detail/${row.orgId}`)} />
      )}
      moreRowActions={(row) =>
        can('resetPassword') && row.adminAccount ? (
          <RowButton action="orgs.resetPassword" name={row.name} onPress={() => setResetting(row)} />
        ) : null
      }
    >
      {() => (resetting ? <ResetAdminPasswordDialog org={resetting} onClose={() => setResetting(null)} /> : null)}
    </ResourceList>
  );
}

/** A new password for an organisation's administrator; their sessions end (SPEC 5: 6 to 20). */
function ResetAdminPasswordDialog({ org, onClose }: { org: OrgRow; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, isPending } = useGatewayAction();
  async function confirm() {
    const checked = organisationAdminPasswordSchema.safeParse(password);
    if (!checked.success) {
      setError(domainText(locale, checked.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    if (await run(orgResetAdminPassword, { orgId: org.orgId, password }, 'success.passwordReset')) onClose();
  }
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'orgs.resetPasswordTitle' }, { name: org.name, account: org.adminAccount })}
      onClose={onClose}
      isPending={isPending}
      onConfirm={confirm}
    >
      <PasswordField
        label={intl.formatMessage({ id: 'orgs.newPassword' })}
        description={intl.formatMessage({ id: 'orgs.passwordHelp' })}
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
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
