import {
  type EventDiscipline,
  type EventMeasure,
  type EventRounds,
  type EventSex,
  type EventUnit,
  teamSizeOf,
} from '@school-sports/domain';
import { useIntl } from 'react-intl';

/** An event as its texts need it. */
interface NamedEvent {
  name: string;
  sex: EventSex;
  grades: readonly { name: string }[];
}

/** The words of a meet's events in the current language: their kinds, sexes, units, and how one is named. */
export function useEventTexts() {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  return {
    discipline: (value: EventDiscipline) => word(`meets.events.discipline.${value}`),
    /** The discipline with a team's size where it has one: "接力 · 4 棒", "团体 · 2–12 人". */
    disciplineSized: (event: { discipline: EventDiscipline; teamSize: number | null }) => {
      const discipline = word(`meets.events.discipline.${event.discipline}`);
      if (event.discipline !== 'relay' && event.discipline !== 'team') return discipline;
      const { min, max } = teamSizeOf(event);
      return event.discipline === 'relay'
        ? intl.formatMessage({ id: 'meets.events.disciplineLegs' }, { discipline, legs: max })
        : intl.formatMessage({ id: 'meets.events.disciplinePlayers' }, { discipline, min, max });
    },
    sex: (value: EventSex) => word(`meets.events.sex.${value}`),
    measure: (value: EventMeasure) => word(`meets.events.measure.${value}`),
    unit: (value: EventUnit) => word(`meets.events.unit.${value}`),
    rounds: (value: EventRounds) => word(`meets.events.rounds.${value}`),
    /** The grades an event is for, or "all grades". */
    grades: (event: NamedEvent) =>
      event.grades.length ? intl.formatList(event.grades.map((grade) => grade.name)) : word('meets.events.allGrades'),
    /**
     * An event as people tell it from the others of its name: "60 米 · 男子 · 一年级、二年级" (the same
     * race is run by boys and girls of several grade groups).
     */
    title: (event: NamedEvent) =>
      [
        event.name,
        word(`meets.events.sex.${event.sex}`),
        ...(event.grades.length ? [intl.formatList(event.grades.map((grade) => grade.name))] : []),
      ].join(' · '),
  };
}
