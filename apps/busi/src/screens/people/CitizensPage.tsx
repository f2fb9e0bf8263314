import { sexLabel } from '@school-sports/domain';
import { citizenDelete, citizenExport, citizenPage, citizenSetStatus } from '@school-sports/gateway-client';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';

const CitizenImportDialog = lazy(() =>
  withParts(['imports'], import('./CitizenImportDialog.tsx')).then((module) => ({
    default: module.CitizenImportDialog,
  })),
);

const citizens = defineResource({
  screen: 'user/citizen',
  texts: 'citizens',
  page: citizenPage,
  export: citizenExport,
  key: (row) => row.citizenId,
  name: (row) => row.name,
  status: {
    of: (row) => row.status,
    set: (row, status) => call(citizenSetStatus, { citizenId: row.citizenId, status }),
  },
  remove: { call: ([row]) => call(citizenDelete, { citizenId: row?.citizenId ?? '' }) },
});

/** `user/citizen` (nf frame): the organisation's citizens, filtered and paged, with their actions (issue 7). */
export function CitizensPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const c = useColumns<RowOf<typeof citizenPage>>();
  return (
    <ResourceList
      importDialog={{ label: 'citizens.import', Dialog: CitizenImportDialog }}
      resource={citizens}
      columns={[
        c.column('name', 'people.name', { isRowHeader: true }),
        c.column('sex', 'people.sex', { value: (row) => domainText(locale, sexLabel(row.sex)) }),
        c.column('mobile', 'people.mobile'),
        c.column('idCard', 'people.idCard', { in: 'export' }),
        c.date('birthDate', 'citizens.birthDate', (row) => row.birthDate),
        c.column('address', 'citizens.address', { hideable: true, ellipsis: true }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'citizens.search' }) },
        { kind: 'status', name: 'status' },
      ]}
    />
  );
}
