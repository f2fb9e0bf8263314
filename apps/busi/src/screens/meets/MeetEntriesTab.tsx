import { eventKindOf, registrationWindow, sexLabel } from '@school-sports/domain';
import {
  type DataOf,
  GatewayError,
  type meetDetail,
  meetEntryClasses,
  meetEntryExport,
  meetEntryPage,
  meetEntryRegister,
  meetEntryWithdraw,
  meetEventList,
} from '@school-sports/gateway-client';
import { Button, Select } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { useEventTexts } from './eventTexts.ts';
import { MeetTeams } from './MeetTeams.tsx';
import { useClassStudents } from './useClassStudents.ts';

// The classes' registration opens on a press: its table and code load then.
const MeetClassSummary = lazy(async () => ({ default: (await import('./MeetClassSummary.tsx')).MeetClassSummary }));

type Meet = DataOf<typeof meetDetail>;
type EntryRow = RowOf<typeof meetEntryPage>;
type EventRow = DataOf<typeof meetEventList>[number];

// Entries are made by the register dialog and taken back by the withdraw button, not the list's add and delete.
const entries = defineResource({
  screen: 'sportsMeet/entry',
  texts: 'meets.entries',
  page: meetEntryPage,
  export: meetEntryExport,
  key: (row) => row.entryId,
  name: (row) => `${row.studentName} · ${row.eventName}`,
  addPath: false,
  editPath: false,
});

/** Today on the reader's calendar, as `YYYY-MM-DD`: registration opens and closes by the school's days. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The reader's clock as the gateway takes it: minutes east of UTC. */
const utcOffset = () => -new Date().getTimezoneOffset();

/**
 * The registration tab of a meet's detail page: who entered what, filtered by event, class and
 * name, exported; during the registration period, roles holding the register button enter a
 * class's students in the meet's individual events and its teams in relays and team games (above
 * the athletes, `MeetTeams`), and those holding withdraw take entries back.
 */
export function MeetEntriesTab({ meet, onBack }: { meet: Meet; onBack: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const texts = useEventTexts();
  const { locale } = useLocale();
  const c = useColumns<EntryRow>();
  const events = useGatewayQuery(meetEventList, { meetId: meet.meetId }).data ?? [];
  const classes = useGatewayQuery(meetEntryClasses, {}).data ?? [];
  const [registering, setRegistering] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const open = registrationWindow(meet, localToday()) === 'open';
  const period = { start: meet.registrationStart, end: meet.registrationEnd };

  return (
    <ResourceList
      resource={entries}
      within={{
        request: { meetId: meet.meetId },
        title: { name: meet.name },
        onBack,
        file: intl.formatMessage({ id: 'meets.entries.file' }, { name: meet.name }),
      }}
      subtitle={intl.formatMessage({ id: open ? 'meets.entries.period' : 'meets.entries.closed' }, period)}
      headerAction={
        open ? { button: 'register', label: 'meets.entries.register', onPress: () => setRegistering(true) } : undefined
      }
      columns={[
        c.column('studentName', 'meets.entries.student', { isRowHeader: true }),
        c.column('studentNumber', 'meets.entries.studentNumber'),
        c.column('sex', 'meets.entries.sex', { value: (row) => domainText(locale, sexLabel(row.sex)) }),
        c.column('className', 'meets.entries.class'),
        c.column('eventName', 'meets.entries.event', {
          value: (row) => {
            const event = events.find((one) => one.eventId === row.eventId);
            return event ? texts.title(event) : row.eventName;
          },
        }),
      ]}
      above={() => (
        <>
          <div>
            <Button size="small" onPress={() => setSummaryOpen(true)}>
              <FormattedMessage id="meets.entries.classSummary" />
            </Button>
          </div>
          {summaryOpen ? (
            <Suspense fallback={null}>
              <MeetClassSummary meet={meet} onClose={() => setSummaryOpen(false)} />
            </Suspense>
          ) : null}
          <MeetTeams meet={meet} events={events} classes={classes} open={open} />
        </>
      )}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'meets.entries.search' }) },
        {
          kind: 'select',
          name: 'eventId',
          label: intl.formatMessage({ id: 'meets.entries.event' }),
          options: events.map((event) => ({ value: event.eventId, label: texts.title(event) })),
        },
        {
          kind: 'select',
          name: 'classId',
          label: intl.formatMessage({ id: 'meets.entries.class' }),
          options: classes.map((one) => ({ value: one.classId, label: one.name })),
        },
      ]}
      moreRowActions={(row, list) =>
        open && can('withdraw') ? (
          <RowButton
            action="meets.entries.withdraw"
            name={entries.name(row)}
            onPress={async () => {
              if (
                await list.run(meetEntryWithdraw, { entryId: row.entryId, utcOffset: utcOffset() }, 'success.deleted')
              )
                list.reload();
            }}
          />
        ) : null
      }
    >
      {(list) =>
        registering ? (
          <RegisterDialog
            meet={meet}
            events={events.filter((event) => eventKindOf(event.discipline) === 'individual')}
            classes={classes}
            onRegistered={list.reload}
            onClose={() => setRegistering(false)}
          />
        ) : null
      }
    </ResourceList>
  );
}

/**
 * Enters athletes one after another: an event, a class, then each student; the event and class
 * stay for the next athlete. A refusal (a limit, the wrong sex or grade) shows on the field it names.
 */
function RegisterDialog({
  meet,
  events,
  classes,
  onRegistered,
  onClose,
}: {
  meet: Meet;
  events: readonly EventRow[];
  classes: readonly { classId: string; name: string }[];
  onRegistered: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const texts = useEventTexts();
  const { run, isPending } = useGatewayAction();
  const [eventId, setEventId] = useState('');
  const [classId, setClassId] = useState('');
  const [studentId, setStudentId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (id: string) => intl.formatMessage({ id });

  const students = useClassStudents(classId);

  async function register() {
    const checked = meetEntryRegister.request.safeParse({ eventId, studentId, utcOffset: utcOffset() });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= domainText(locale, issue.message);
      // A class is chosen before its students: without one, the student field says so too.
      setErrors(found);
      return;
    }
    setErrors({});
    const done = await run(meetEntryRegister, checked.data, 'success.added', (error) => {
      const field = error instanceof GatewayError ? error.refusal?.values.field : undefined;
      if (typeof field === 'string' && error instanceof GatewayError) setErrors({ [field]: error.msg ?? '' });
    });
    if (done) {
      setStudentId('');
      onRegistered();
    }
  }

  return (
    <FormDialog
      title={`${label('meets.entries.register')}：${meet.name}`}
      onClose={onClose}
      onConfirm={register}
      confirmLabel={label('meets.entries.register')}
      isPending={isPending}
      size="medium"
      status={label('meets.entries.teamsNote')}
    >
      <div className={styles.formFields}>
        <Select
          label={label('meets.entries.event')}
          items={events.map((event) => ({ id: event.eventId, label: texts.title(event) }))}
          value={eventId || null}
          onChange={(key) => {
            setEventId(key ? String(key) : '');
            setErrors({});
          }}
          isRequired
          autoFocus
          isInvalid={Boolean(errors.eventId)}
          errorMessage={errors.eventId}
        />
        <Select
          label={label('meets.entries.class')}
          items={classes.map((one) => ({ id: one.classId, label: one.name }))}
          value={classId || null}
          onChange={(key) => {
            setClassId(key ? String(key) : '');
            setStudentId('');
            setErrors({});
          }}
          isRequired
        />
        <Select
          label={label('meets.entries.student')}
          items={students.map((one) => ({
            id: one.studentId,
            label: `${one.name}（${one.studentNumber}，${domainText(locale, sexLabel(one.sex))}）`,
          }))}
          value={studentId || null}
          onChange={(key) => {
            setStudentId(key ? String(key) : '');
            setErrors({});
          }}
          isRequired
          isInvalid={Boolean(errors.studentId)}
          errorMessage={errors.studentId}
        />
        <p className={styles.muted}>
          <FormattedMessage
            id="meets.limitsValue"
            values={{ events: meet.maxEventsPerAthlete, athletes: meet.maxAthletesPerClassPerEvent }}
          />
        </p>
      </div>
    </FormDialog>
  );
}
