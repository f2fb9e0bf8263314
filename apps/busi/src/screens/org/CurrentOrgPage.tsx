import { formatByteSize, organisationTypeLabel, parseOrganisationType } from '@school-sports/domain';
import { currentOrgDetail } from '@school-sports/gateway-client';
import { Button, Descriptions, isStatusKey, PageHeader, StatusTag } from '@school-sports/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

/** Degrees of a map location for reading: "116.397128, 39.916527", or nothing. */
export function locationText(longitude: number | null, latitude: number | null): string {
  return longitude === null || latitude === null ? '' : `${longitude}, ${latitude}`;
}

/** `currentOrg`: the signed-in account's organisation, every frame's first screen (SPEC 2). */
export function CurrentOrgPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const org = useGatewayQuery(currentOrgDetail, {});
  const data = org.data;
  return (
    <section className={styles.screen} data-screen="currentOrg">
      <PageHeader
        title={intl.formatMessage({ id: 'orgs.currentTitle' })}
        subtitle={data?.name}
        actions={
          data && can('edit') ? (
            <Button variant="primary" onPress={() => navigate(`edit/${data.orgId}`)}>
              <FormattedMessage id="common.edit" />
            </Button>
          ) : undefined
        }
      />
      {org.error ? (
        <p role="alert">
          {org.error}{' '}
          <Button size="small" onPress={org.reload}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      ) : null}
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
            {
              label: intl.formatMessage({ id: 'common.status' }),
              value: isStatusKey(data.status) ? <StatusTag status={data.status} /> : data.status,
            },
            { label: intl.formatMessage({ id: 'orgs.platformName' }), value: data.platformName },
            { label: intl.formatMessage({ id: 'orgs.contactName' }), value: data.contactName },
            { label: intl.formatMessage({ id: 'orgs.contactPhone' }), value: data.contactPhone },
            { label: intl.formatMessage({ id: 'orgs.address' }), value: data.address, span: 2 },
            { label: intl.formatMessage({ id: 'orgs.location' }), value: locationText(data.longitude, data.latitude) },
            {
              label: intl.formatMessage({ id: 'orgs.icon' }),
              value: data.icon ? <img src={data.icon} alt="" height={32} /> : '',
            },
            {
              label: intl.formatMessage({ id: 'orgs.storage' }),
              value: intl.formatMessage(
                { id: 'orgs.storageUsage' },
                { used: formatByteSize(data.storageUsedBytes), quota: formatByteSize(data.storageQuotaBytes) },
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
