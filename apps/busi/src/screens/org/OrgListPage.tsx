import {
  ORGANISATION_TYPE_CODES,
  organisationAdminPasswordSchema,
  organisationTypeLabel,
  parseOrganisationType,
} from '@school-sports/domain';
import { type DataOf, orgPage, orgResetAdminPassword, orgSetStatus } from '@school-sports/gateway-client';
import { Button, type Column, Dialog, FilterBar, PagedTable, PasswordField, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';

type OrgRow = DataOf<typeof orgPage>['records'][number];
type Filters = { name: string; type: string; status: string };
const noFilters: Filters = { name: '', type: '', status: '' };

/** `orgManage/orgInfo`: the organisations under the signed-in management organisation (SPEC 2, 5). */
export function OrgListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const statusOptions = useStatusFilterOptions();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [resetting, setResetting] = useState<OrgRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.type ? { type: Number(filters.type) } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
  };
  const orgs = useGatewayQuery(orgPage, { ...page, ...filtered });
  const statusText = (status: string) =>
    intl.formatMessage({ id: status === 'disabled' ? 'common.disabled' : 'common.enabled' });
  const typeName = (type: number) => domainText(locale, organisationTypeLabel(parseOrganisationType(type)));

  const columns: Column<OrgRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'orgs.name' }), isRowHeader: true },
    { key: 'code', title: intl.formatMessage({ id: 'orgs.code' }) },
    { key: 'type', title: intl.formatMessage({ id: 'orgs.type' }), render: (row) => typeName(row.type) },
    { key: 'parentName', title: intl.formatMessage({ id: 'orgs.parent' }), hideable: true },
    {
      key: 'adminAccount',
      title: intl.formatMessage({ id: 'orgs.adminAccount' }),
      render: (row) => row.adminAccount || '—',
    },
    {
      key: 'devices',
      title: intl.formatMessage({ id: 'orgs.devices' }),
      align: 'end',
      render: (row) => `${row.activatedDeviceCount} / ${row.activatableDeviceCount}`,
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  async function setStatus(row: OrgRow, status: 'enabled' | 'disabled') {
    if (await run(orgSetStatus, { orgId: row.orgId, status }, 'success.statusChanged')) orgs.reload();
  }

  return (
    <section className={styles.screen} data-screen="orgManage/orgInfo">
      <ListHeader
        title="orgs.manageTitle"
        addLabel="orgs.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton<OrgRow>
              name={intl.formatMessage({ id: 'orgs.manageTitle' })}
              columns={[
                { title: intl.formatMessage({ id: 'orgs.name' }), value: (row) => row.name },
                { title: intl.formatMessage({ id: 'orgs.code' }), value: (row) => row.code },
                { title: intl.formatMessage({ id: 'orgs.type' }), value: (row) => typeName(row.type) },
                { title: intl.formatMessage({ id: 'orgs.parent' }), value: (row) => row.parentName },
                { title: intl.formatMessage({ id: 'orgs.adminAccount' }), value: (row) => row.adminAccount },
                { title: intl.formatMessage({ id: 'orgs.activatedCount' }), value: (row) => row.activatedDeviceCount },
                {
                  title: intl.formatMessage({ id: 'orgs.activatableCount' }),
                  value: (row) => row.activatableDeviceCount,
                },
                { title: intl.formatMessage({ id: 'common.status' }), value: (row) => statusText(row.status) },
              ]}
              fetchPage={(pageNum, pageSize) => gateway.call(orgPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'orgs.name' })} />
        <FilterBar.Select
          name="type"
          label={intl.formatMessage({ id: 'orgs.type' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...ORGANISATION_TYPE_CODES.map((type) => ({ value: String(type), label: typeName(type) })),
          ]}
        />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<OrgRow>
        caption={intl.formatMessage({ id: 'orgs.manageTitle' })}
        columns={columns}
        rows={orgs.data?.records ?? []}
        rowKey={(row) => row.orgId}
        total={orgs.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={orgs.isLoading}
        error={orgs.error ?? undefined}
        onRetry={orgs.reload}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            <RowButton action="common.detail" name={row.name} onPress={() => navigate(`detail/${row.orgId}`)} />
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.orgId}`)} />
            )}
            {can('status') && (
              <StatusToggleButton status={row.status} name={row.name} onToggle={(status) => setStatus(row, status)} />
            )}
            {can('resetPassword') && row.adminAccount ? (
              <RowButton action="orgs.resetPassword" name={row.name} onPress={() => setResetting(row)} />
            ) : null}
          </span>
        )}
      />
      {resetting ? <ResetAdminPasswordDialog org={resetting} onClose={() => setResetting(null)} /> : null}
    </section>
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
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="small"
      isDismissable={false}
      title={intl.formatMessage({ id: 'orgs.resetPasswordTitle' }, { name: org.name, account: org.adminAccount })}
      footer={
        <div className={styles.formActions}>
          <Button onPress={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="primary" isPending={isPending} onPress={confirm}>
            <FormattedMessage id="common.confirm" />
          </Button>
        </div>
      }
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
    </Dialog>
  );
}
