import { statusLabel } from '@school-sports/domain';
import { meetDetail } from '@school-sports/gateway-client';
import { Button, Descriptions, PageHeader, Spinner, StatusTag, Tabs } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import type { Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { withParts } from '../../i18n/areas.ts';
import { domainText } from '../../i18n/translate.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { MeetEventsTab } from './MeetEventsTab.tsx';

// The registration tab carries a whole list (filters, paging, export): it loads when first opened.
const MeetEntriesTab = lazy(() =>
  import('./MeetEntriesTab.tsx').then((module) => ({ default: module.MeetEntriesTab })),
);
// Results on the day and the standings, with the entry grid and their texts: loaded when first opened.
const resultTabs = () => withParts(['results'], import('./MeetResultsTab.tsx'));
// The documents' list (and the download it needs) loads only for a meet that has documents.
const AttachmentList = lazy(() =>
  import('../../kit/AttachmentList.tsx').then((module) => ({ default: module.AttachmentList })),
);
const MeetResultsTab = lazy(() => resultTabs().then((module) => ({ default: module.MeetResultsTab })));
const MeetStandingsTab = lazy(() =>
  withParts(['results'], import('./MeetOfficialResults.tsx')).then((module) => ({ default: module.MeetStandingsTab })),
);

// The organisation's seals and the meet's certificates, with their texts: loaded when first opened.
const certificateTabs = () => withParts(['certificates'], import('./MeetCertificatesTab.tsx'));
const MeetSealsTab = lazy(() =>
  withParts(['certificates'], import('./MeetSealsTab.tsx')).then((module) => ({ default: module.MeetSealsTab })),
);
const MeetCertificatesTab = lazy(() => certificateTabs().then((module) => ({ default: module.MeetCertificatesTab })));

// Sharing the meet's public live results page, with its texts: loaded when first opened.
const MeetLiveTab = lazy(() =>
  withParts(['live'], import('../meetLive/MeetLiveTab.tsx')).then((module) => ({ default: module.MeetLiveTab })),
);

/**
 * `sportsMeet/detail/{meetId}` (k12, nf, gx and single frames): one meet's facts and status, then
 * its tabs: the events, the registration, the results on the day with the records, the team
 * standings, the certificates printed from the official results, the organisation's electronic
 * seals they are stamped with, and the sharing of its public live results page (issue 46). Its calendar and its heats and lanes have screens of
 * their own, `detail/calendar` and `detail/arrange`, that print.
 */
export function MeetDetailPage() {
  const meetId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const answer = useGatewayQuery(meetDetail, { meetId });
  const meet = answer.data;
  const [tab, setTab] = useState<Key>('events');
  const label = (id: string) => intl.formatMessage({ id });
  const span = (start: string, end: string) =>
    start === end ? start : intl.formatMessage({ id: 'meets.span' }, { start, end });
  const back = () => navigate('../..', { relative: 'path' });

  return (
    <section className={styles.screen} data-screen="sportsMeet/detail">
      <PageHeader
        title={meet?.name ?? label('meets.detail')}
        subtitle={meet ? span(meet.startDate, meet.endDate) : undefined}
        onBack={back}
        actions={
          meet ? (
            <>
              <Button onPress={() => navigate(`../calendar/${meet.meetId}`, { relative: 'path' })}>
                <FormattedMessage id="meets.openCalendar" />
              </Button>
              <Button onPress={() => navigate(`../arrange/${meet.meetId}`, { relative: 'path' })}>
                <FormattedMessage id="meets.openArrangement" />
              </Button>
              <Button onPress={() => navigate(`../../demeanor/${meet.meetId}`, { relative: 'path' })}>
                <FormattedMessage id="meets.openGallery" />
              </Button>
            </>
          ) : null
        }
      />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {meet ? (
        <>
          <Descriptions
            bordered
            columns={2}
            items={[
              {
                label: label('meets.status'),
                value: (
                  <StatusTag status={meet.status} label={domainText(locale, statusLabel('progress', meet.status))} />
                ),
              },
              { label: label('meets.days'), value: span(meet.startDate, meet.endDate) },
              { label: label('meets.registration'), value: span(meet.registrationStart, meet.registrationEnd) },
              {
                label: label('meets.venues'),
                value: meet.venues.length
                  ? intl.formatList(meet.venues.map((venue) => venue.name))
                  : label('meets.noVenues'),
              },
              {
                label: label('meets.limits'),
                value: intl.formatMessage(
                  { id: 'meets.limitsValue' },
                  { events: meet.maxEventsPerAthlete, athletes: meet.maxAthletesPerClassPerEvent },
                ),
              },
              {
                label: label('meets.fee'),
                value:
                  meet.fee === null ? label('meets.noFee') : intl.formatNumber(meet.fee, { minimumFractionDigits: 2 }),
              },
              {
                label: label('meets.documents'),
                value:
                  meet.documents.length === 0 ? (
                    label('meets.noDocuments')
                  ) : (
                    <Suspense fallback={<Spinner />}>
                      <AttachmentList files={meet.documents} empty={label('meets.noDocuments')} />
                    </Suspense>
                  ),
              },
            ]}
          />
          <Tabs
            aria-label={label('meets.tabs')}
            selectedKey={tab}
            onSelectionChange={setTab}
            items={[
              { id: 'events', label: label('meets.tab.events'), content: <MeetEventsTab meet={meet} /> },
              {
                id: 'registration',
                label: label('meets.tab.registration'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetEntriesTab meet={meet} onBack={back} />
                  </Suspense>
                ),
              },
              {
                id: 'results',
                label: label('meets.tab.results'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetResultsTab meet={meet} />
                  </Suspense>
                ),
              },
              {
                id: 'standings',
                label: label('meets.tab.standings'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetStandingsTab meet={meet} />
                  </Suspense>
                ),
              },
              {
                id: 'certificates',
                label: label('meets.tab.certificates'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetCertificatesTab meet={meet} />
                  </Suspense>
                ),
              },
              {
                id: 'seals',
                label: label('meets.tab.seals'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetSealsTab />
                  </Suspense>
                ),
              },
              {
                id: 'live',
                label: label('meets.tab.live'),
                content: (
                  <Suspense fallback={<Spinner />}>
                    <MeetLiveTab meet={meet} />
                  </Suspense>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
