import { organisationTypeLabel, parseOrganisationType } from '@school-sports/domain';
import { orgDetail } from '@school-sports/gateway-client';
import { StatusTag } from '@school-sports/ui';
import { domainText } from '../../i18n/translate.ts';
import { defineDetail } from '../../kit/defineDetail.ts';
import { ResourceDetailPage } from '../../kit/ResourceDetailPage.tsx';
import { locationText } from './CurrentOrgPage.tsx';

const organisation = defineDetail({
  screen: 'orgManage/orgInfo/detail',
  load: { endpoint: orgDetail, request: (orgId) => ({ orgId }) },
  title: (record) => record.name,
  placeholder: 'orgs.detail',
  subtitle: (record) => record.code,
  sections: [
    {
      items: [
        { label: 'orgs.name', value: (record) => record.name },
        { label: 'orgs.code', value: (record) => record.code },
        {
          label: 'orgs.type',
          value: (record, { locale }) => domainText(locale, organisationTypeLabel(parseOrganisationType(record.type))),
        },
        { label: 'orgs.parent', value: (record) => record.parentName },
        { label: 'common.status', value: (record) => <StatusTag status={record.status} /> },
        { label: 'orgs.adminAccount', value: (record) => record.adminAccount },
        { label: 'orgs.contactName', value: (record) => record.contactName },
        { label: 'orgs.contactPhone', value: (record) => record.contactPhone },
        { label: 'orgs.address', value: (record) => record.address, span: 2 },
        { label: 'orgs.location', value: (record) => locationText(record.longitude, record.latitude) },
        { label: 'orgs.activationCode', value: (record) => record.deviceActivationCode },
        {
          label: 'orgs.devices',
          value: (record) => `${record.activatedDeviceCount} / ${record.activatableDeviceCount}`,
        },
        {
          label: 'orgs.generalAdminPassword',
          value: (record, { text }) => text(record.hasGeneralAdminPassword ? 'common.yes' : 'common.no'),
        },
        { label: 'orgs.createdAt', value: (record, { dateTime }) => dateTime(record.createdAt) },
      ],
    },
  ],
  actions: [{ label: 'common.edit', button: 'edit', path: (record) => `../../edit/${record.orgId}` }],
});

/** `orgManage/orgInfo/detail/{orgId}`: one organisation under the caller's, read only. */
export function OrgDetailPage() {
  return <ResourceDetailPage detail={organisation} />;
}
