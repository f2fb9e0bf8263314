import { eventKindOf, sexFits, sexLabel, teamSizeOf } from '@school-sports/domain';
import {
  type DataOf,
  GatewayError,
  type meetDetail,
  type meetEntryStudents,
  meetEntryTeamSave,
  meetEntryTeams,
  meetEntryWithdraw,
  type meetEventList,
} from '@school-sports/gateway-client';
import { Button, Select } from '@school-sports/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { useEventTexts } from './eventTexts.ts';
import * as css from './teams.css.ts';
import { useClassStudents } from './useClassStudents.ts';

type Meet = DataOf<typeof meetDetail>;
type EventRow = DataOf<typeof meetEventList>[number];
type Team = DataOf<typeof meetEntryTeams>[number];
type Pupil = DataOf<typeof meetEntryStudents>[number];

/** The reader's clock as the gateway takes it: minutes east of UTC. */
const utcOffset = () => -new Date().getTimezoneOffset();

/**
 * The class teams of a meet's relays and team games, under the registration's athletes: each team
 * with its members in leg order. While registration is open, the register button enters a class's
 * team or changes its members, and the withdraw button takes a team back, as for an athlete.
 */
export function MeetTeams({
  meet,
  events,
  classes,
  open,
}: {
  meet: Meet;
  events: readonly EventRow[];
  classes: readonly { classId: string; name: string }[];
  open: boolean;
}) {
  const intl = useIntl();
  const can = useCan();
  const texts = useEventTexts();
  const headingId = useId();
  const teams = useGatewayQuery(meetEntryTeams, { meetId: meet.meetId });
  const { run } = useGatewayAction();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const teamEvents = events.filter((event) => eventKindOf(event.discipline) === 'relay');
  const eventTitle = (team: Team) => {
    const event = events.find((one) => one.eventId === team.eventId);
    return event ? texts.title(event) : team.eventName;
  };
  const teamName = (team: Team) =>
    intl.formatMessage({ id: 'meets.teams.team' }, { event: eventTitle(team), className: team.className });
  const rows = teams.data ?? [];

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.heading}>
        <h3 id={headingId} className={css.title}>
          <FormattedMessage id="meets.teams.title" />
        </h3>
        {open && can('register') && teamEvents.length > 0 ? (
          <Button variant="primary" size="small" onPress={() => setEditing('new')}>
            <FormattedMessage id="meets.teams.enter" />
          </Button>
        ) : null}
      </div>
      {teamEvents.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="meets.teams.noEvents" />
        </p>
      ) : rows.length === 0 ? (
        teams.isLoading ? null : (
          <p className={styles.muted}>
            <FormattedMessage id="meets.teams.none" />
          </p>
        )
      ) : (
        <ul className={css.teams}>
          {rows.map((team) => (
            <li key={team.entryId} className={css.team}>
              <div>
                <strong>{teamName(team)}</strong>
                <ol className={css.members} aria-label={intl.formatMessage({ id: 'meets.teams.members' })}>
                  {team.members.map((member) => (
                    <li key={member.studentId}>{member.name}</li>
                  ))}
                </ol>
              </div>
              {open ? (
                <div className={styles.rowActions}>
                  {can('register') ? (
                    <RowButton action="meets.teams.edit" name={teamName(team)} onPress={() => setEditing(team)} />
                  ) : null}
                  {can('withdraw') ? (
                    <RowButton
                      action="meets.teams.withdraw"
                      name={teamName(team)}
                      onPress={async () => {
                        if (
                          await run(
                            meetEntryWithdraw,
                            { entryId: team.entryId, utcOffset: utcOffset() },
                            'success.deleted',
                          )
                        )
                          teams.reload();
                      }}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TeamDialog
          meet={meet}
          events={teamEvents}
          classes={classes}
          team={editing === 'new' ? null : editing}
          onSaved={teams.reload}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * A class's team: the event, the class, then its members chosen and added one after another, each
 * moved a leg up or down or taken out by its own buttons. A refusal shows on the field it names.
 */
function TeamDialog({
  meet,
  events,
  classes,
  team,
  onSaved,
  onClose,
}: {
  meet: Meet;
  events: readonly EventRow[];
  classes: readonly { classId: string; name: string }[];
  team: Team | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const texts = useEventTexts();
  const errorId = useId();
  const { run, isPending } = useGatewayAction();
  const [eventId, setEventId] = useState(team?.eventId ?? '');
  const [classId, setClassId] = useState(team?.classId ?? '');
  const [members, setMembers] = useState<{ studentId: string; name: string }[]>(team?.members ?? []);
  const [candidate, setCandidate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = (id: string) => intl.formatMessage({ id });
  const event = events.find((one) => one.eventId === eventId);
  const size = event ? teamSizeOf(event) : null;

  const pupils: Pupil[] = useClassStudents(classId);

  // The pupils who may still join: of the event's sex, and not in the team yet.
  const choices = pupils.filter(
    (pupil) =>
      (!event || sexFits(event.sex, pupil.sex)) && !members.some((member) => member.studentId === pupil.studentId),
  );
  const move = (index: number, by: -1 | 1) =>
    setMembers((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  async function save() {
    const checked = meetEntryTeamSave.request.safeParse({
      eventId,
      classId,
      studentIds: members.map((member) => member.studentId),
      utcOffset: utcOffset(),
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= domainText(locale, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    const done = await run(meetEntryTeamSave, checked.data, team ? 'success.modified' : 'success.added', (error) => {
      const field = error instanceof GatewayError ? error.refusal?.values.field : undefined;
      if (typeof field === 'string' && error instanceof GatewayError) setErrors({ [field]: error.msg ?? '' });
    });
    if (done) {
      onSaved();
      onClose();
    }
  }

  return (
    <FormDialog
      title={`${label(team ? 'meets.teams.edit' : 'meets.teams.enter')}：${meet.name}`}
      onClose={onClose}
      onConfirm={save}
      confirmLabel={label('common.save')}
      isPending={isPending}
      size="medium"
    >
      <div className={styles.formFields}>
        <Select
          label={label('meets.entries.event')}
          items={events.map((one) => ({ id: one.eventId, label: texts.title(one) }))}
          value={eventId || null}
          onChange={(key) => {
            setEventId(key ? String(key) : '');
            setErrors({});
          }}
          isRequired
          isDisabled={team !== null}
          autoFocus={team === null}
          isInvalid={Boolean(errors.eventId)}
          errorMessage={errors.eventId}
          description={
            size
              ? intl.formatMessage(
                  size.min === size.max ? { id: 'meets.teams.sizeExact' } : { id: 'meets.teams.sizeRange' },
                  { count: size.min, min: size.min, max: size.max },
                )
              : undefined
          }
        />
        <Select
          label={label('meets.entries.class')}
          items={classes.map((one) => ({ id: one.classId, label: one.name }))}
          value={classId || null}
          onChange={(key) => {
            setClassId(key ? String(key) : '');
            setMembers([]);
            setCandidate('');
            setErrors({});
          }}
          isRequired
          isDisabled={team !== null}
          isInvalid={Boolean(errors.classId)}
          errorMessage={errors.classId}
        />
        <div className={css.pick}>
          <Select
            label={label('meets.teams.pick')}
            items={choices.map((one) => ({
              id: one.studentId,
              label: `${one.name}（${one.studentNumber}，${domainText(locale, sexLabel(one.sex))}）`,
            }))}
            value={candidate || null}
            onChange={(key) => setCandidate(key ? String(key) : '')}
            autoFocus={team !== null}
          />
          <Button
            isDisabled={!choices.some((one) => one.studentId === candidate)}
            onPress={() => {
              const picked = choices.find((one) => one.studentId === candidate);
              if (picked) setMembers((current) => [...current, { studentId: picked.studentId, name: picked.name }]);
              setCandidate('');
              setErrors({});
            }}
          >
            <FormattedMessage id="meets.teams.addMember" />
          </Button>
        </div>
        <fieldset className={css.membersField} aria-describedby={errors.studentIds ? errorId : undefined}>
          <legend className={css.membersLabel}>
            <FormattedMessage id="meets.teams.members" />
          </legend>
          {members.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="meets.teams.noMembers" />
            </p>
          ) : (
            <ol className={css.legs}>
              {members.map((member, index) => {
                const name = intl.formatMessage({ id: 'meets.teams.member' }, { leg: index + 1, name: member.name });
                return (
                  <li key={member.studentId} className={css.leg}>
                    <span>{name}</span>
                    <span className={styles.rowActions}>
                      {index > 0 ? (
                        <RowButton action="meets.teams.moveUp" name={name} onPress={() => move(index, -1)} />
                      ) : null}
                      {index < members.length - 1 ? (
                        <RowButton action="meets.teams.moveDown" name={name} onPress={() => move(index, 1)} />
                      ) : null}
                      <RowButton
                        action="meets.teams.remove"
                        name={name}
                        onPress={() => setMembers((current) => current.filter((_, at) => at !== index))}
                      />
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
          {errors.studentIds ? (
            <p id={errorId} role="alert" className={styles.formError}>
              {errors.studentIds}
            </p>
          ) : null}
        </fieldset>
      </div>
    </FormDialog>
  );
}
