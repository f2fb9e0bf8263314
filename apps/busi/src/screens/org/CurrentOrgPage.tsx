import { formatByteSize, organisationTypeLabel, parseOrganisationType } from '@school-sports/domain';
import { currentOrgDetail } from '@school-sports/gateway-client';
import { isStatusKey, StatusTag } from '@school-sports/ui';
import { domainText } from '../../i18n/translate.ts';
import { defineDetail } from '../../kit/defineDetail.ts';
import { ResourceDetailPage } from '../../kit/ResourceDetailPage.tsx';

/** Degrees of a map location for reading: "116.397128, 39.916527", or nothing. */
export function locationText(longitude: number | null, latitude: number | null): string {
  return longitude === null || latitude === null ? '' : `${longitude}, ${latitude}`;
}

const currentOrg = defineDetail({
  screen: 'currentOrg',
  load: { endpoint: currentOrgDetail, request: () => ({}) },
  // The screen is the menu's "current organisation": its heading says so, the name comes under it.
  title: (_, { text }) => text('orgs.currentTitle'),
  placeholder: 'orgs.currentTitle',
  subtitle: (record) => record.name,
  // Every frame's first screen: there is nothing behind it to go back to.
  back: false,
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
        {
          label: 'common.status',
          value: (record) => (isStatusKey(record.status) ? <StatusTag status={record.status} /> : record.status),
        },
        { label: 'orgs.platformName', value: (record) => record.platformName },
        { label: 'orgs.contactName', value: (record) => record.contactName },
        { label: 'orgs.contactPhone', value: (record) => record.contactPhone },
        { label: 'orgs.address', value: (record) => record.address, span: 2 },
        { label: 'orgs.location', value: (record) => locationText(record.longitude, record.latitude) },
        {
          label: 'orgs.icon',
          value: (record) => (record.icon ? <img src={record.icon} alt="" height={32} /> : ''),
        },
        {
          label: 'orgs.storage',
          value: (record, { text }) =>
            text('orgs.storageUsage', {
              used: formatByteSize(record.storageUsedBytes),
              quota: formatByteSize(record.storageQuotaBytes),
            }),
        },
      ],
    },
  ],
  actions: [{ label: 'common.edit', button: 'edit', variant: 'primary', path: (record) => `edit/${record.orgId}` }],
});

/** `currentOrg`: the signed-in account's organisation, every frame's first screen (SPEC 2). */
export function CurrentOrgPage() {
  return <ResourceDetailPage detail={currentOrg} />;
}
