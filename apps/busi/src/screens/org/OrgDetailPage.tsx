import { organisationTypeLabel, parseOrganisationType } from '@school-sports/domain';
import { orgDetail } from '@school-sports/gateway-client';
import { Button, Descriptions, PageHeader, StatusTag } from '@school-sports/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { locationText } from './CurrentOrgPage.tsx';

/** `orgManage/orgInfo/detail/{orgId}`: one organisation under the caller's, read only. */
export function OrgDetailPage() {
  const orgId = useParams().id ?? '';

  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const org = useGatewayQuery(orgDetail, { orgId });
  const data = org.data;
  const yesNo = (value: boolean) => intl.formatMessage({ id: value ? 'common.yes' : 'common.no' });
  return (
    <section className={styles.screen} data-screen="orgManage/orgInfo/detail">
      <PageHeader
        title={data?.name ?? intl.formatMessage({ id: 'orgs.detail' })}
        subtitle={data?.code}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          data && can('edit') ? (
            <Button onPress={() => navigate(`../../edit/${data.orgId}`, { relative: 'path' })}>
              <FormattedMessage id="common.edit" />
            </Button>
          ) : undefined
        }
      />
      {org.error ? <p role="alert">{org.error}</p> : null}
      {data ? (
        <Descriptions
          bordered
          columns={2}
          items={[
            { label: intl.formatMessage({ id: 'orgs.name' }), value: data.name },
            { label: intl.formatMessage({ id: 'orgs.code' }), value: data.code },
            {
              label: intl.formatMessage({ id: 'orgs.type' }),
              value: domainText(locale, organisationTypeLabel(parseOrganisationType(data.type))),
            },
            { label: intl.formatMessage({ id: 'orgs.parent' }), value: data.parentName },
            { label: intl.formatMessage({ id: 'common.status' }), value: <StatusTag status={data.status} /> },
            { label: intl.formatMessage({ id: 'orgs.adminAccount' }), value: data.adminAccount },
            { label: intl.formatMessage({ id: 'orgs.contactName' }), value: data.contactName },
            { label: intl.formatMessage({ id: 'orgs.contactPhone' }), value: data.contactPhone },
            { label: intl.formatMessage({ id: 'orgs.address' }), value: data.address, span: 2 },
            { label: intl.formatMessage({ id: 'orgs.location' }), value: locationText(data.longitude, data.latitude) },
            { label: intl.formatMessage({ id: 'orgs.activationCode' }), value: data.deviceActivationCode },
            {
              label: intl.formatMessage({ id: 'orgs.devices' }),
              value: `${data.activatedDeviceCount} / ${data.activatableDeviceCount}`,
            },
            {
              label: intl.formatMessage({ id: 'orgs.generalAdminPassword' }),
              value: yesNo(data.hasGeneralAdminPassword),
            },
            {
              label: intl.formatMessage({ id: 'orgs.createdAt' }),
              value: intl.formatDate(data.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
