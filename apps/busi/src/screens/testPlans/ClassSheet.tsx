import {
  DomainError,
  formatMeasurement,
  type GradeKey,
  gradeOfKey,
  isTimedRun,
  measuredValue,
  measurementLabel,
  PHYSIQUE_MEASUREMENTS,
  type PhysiqueMeasurement,
  scoreReading,
} from '@school-sports/domain';
import { type DataOf, GatewayError, testPlanResultSave, testPlanResultSheet } from '@school-sports/gateway-client';
import {
  applyEntryChanges,
  type EntryCell,
  type EntryChange,
  EntryGrid,
  type EntryGridColumn,
  type EntryTone,
  type EntryValues,
} from '@school-sports/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { bandLabel, isResultBand } from '../../kit/BandTag.tsx';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type SheetValue = DataOf<typeof testPlanResultSheet>['typed'][number];

/** The tone of a band in the grid: the standard's good bands, a pass plain, a fail or an unhealthy BMI. */
function toneOf(band: string | null): EntryTone {
  if (band === 'excellent' || band === 'good' || band === 'normal') return 'good';
  if (band === 'fail' || band === 'obese') return 'danger';
  if (band === 'underweight' || band === 'overweight') return 'warning';
  return 'neutral';
}

const cellKey = (row: string, column: string) => `${row} ${column}`;

/**
 * A class's sheet of a plan: a row per student, a column per measurement the plan takes in the
 * class's grade, the values typed by hand editable while the plan runs, the devices' readings shown
 * where nothing was typed. Each commit of the grid (a cell, or a pasted block) is saved as one batch;
 * a value someone else typed meanwhile comes back as a conflict for the person to settle.
 */
export function ClassSheet({
  planId,
  classId,
  title,
  editable,
  onSaved,
}: {
  planId: string;
  classId: string;
  title: string;
  editable: boolean;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const sheet = useGatewayQuery(testPlanResultSheet, { planId, classId });
  const [values, setValues] = useState<EntryValues>({});
  // The typed result behind each cell, and the other person's one behind a conflict.
  const typedIds = useRef(new Map<string, string>());
  const theirs = useRef(new Map<string, SheetValue>());
  const valuesNow = useRef(values);
  valuesNow.current = values;

  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const needsCheck = text('testPlans.needsCheck');
  const fromDevice = text('testPlans.fromDevice');

  useEffect(() => {
    const data = sheet.data;
    if (!data) return;
    const next: Record<string, Record<string, EntryCell>> = {};
    typedIds.current.clear();
    for (const reading of data.measured) {
      next[reading.studentId] ??= {};
      // An imported value says the file and row it came from, a device's reading that it is one.
      const source =
        reading.source === 'import'
          ? intl.formatMessage(
              { id: 'testPlans.fromImport' },
              { file: reading.importFile ?? '', row: reading.importRow ?? 0 },
            )
          : fromDevice;
      (next[reading.studentId] as Record<string, EntryCell>)[reading.measurement] = {
        value: reading.value,
        flag: reading.needsCheck ? `${source} · ${needsCheck}` : source,
      };
    }
    for (const typed of data.typed) {
      next[typed.studentId] ??= {};
      (next[typed.studentId] as Record<string, EntryCell>)[typed.measurement] = {
        value: typed.value,
        version: typed.version,
        ...(typed.needsCheck ? { flag: needsCheck } : {}),
      };
      typedIds.current.set(cellKey(typed.studentId, typed.measurement), typed.resultId);
    }
    setValues(next);
  }, [sheet.data, fromDevice, needsCheck, intl]);

  const students = sheet.data?.students ?? [];
  const studentOf = new Map(students.map((pupil) => [pupil.studentId, pupil]));
  const measurements = PHYSIQUE_MEASUREMENTS.filter((measurement) =>
    students.some((pupil) => pupil.measurements.includes(measurement)),
  );

  const columns: EntryGridColumn[] = measurements.map((measurement: PhysiqueMeasurement) => ({
    key: measurement,
    label: domainText(locale, measurementLabel(measurement)),
    readOnly: !editable,
    width: isTimedRun(measurement) ? 150 : 136,
    parse: (typed) => {
      try {
        const number = Number(typed);
        return {
          value: measuredValue(measurement, isTimedRun(measurement) && !Number.isFinite(number) ? typed : number),
        };
      } catch (error) {
        if (error instanceof DomainError) return { error: text('testPlans.invalidValue') };
        throw error;
      }
    },
    format: (value) => formatMeasurement(measurement, value),
    describe: (value, row) => {
      const pupil = studentOf.get(row);
      if (!pupil?.grade) return undefined;
      const scored = scoreReading({ sex: pupil.sex, grade: gradeOfKey(pupil.grade as GradeKey), measurement, value });
      if (scored.score === null || scored.band === null) return undefined;
      const band = isResultBand(scored.band) ? domainText(locale, bandLabel(scored.band)) : scored.band;
      return {
        text: text('testPlans.score', { score: scored.score, band }),
        tone: scored.needsCheck ? 'warning' : toneOf(scored.band),
      };
    },
  }));

  /** Sets cells of `changes` with `cell` made from each one's current cell. */
  function update(cells: readonly { row: string; column: string }[], make: (current: EntryCell) => EntryCell) {
    setValues((current) => {
      const next: Record<string, Record<string, EntryCell | undefined>> = { ...current };
      for (const { row, column } of cells) {
        const own = { ...(next[row] ?? {}) };
        own[column] = make(own[column] ?? { value: null });
        next[row] = own;
      }
      return next;
    });
  }

  async function save(changes: readonly EntryChange[]) {
    const cleared = changes.filter((change) => change.value === null);
    update(cleared, (current) => ({ ...current, status: 'error', error: text('testPlans.cannotClear') }));
    const sent = changes.filter((change) => change.value !== null);
    if (sent.length === 0) return;
    update(sent, (current) => ({ ...current, status: 'saving' }));
    const entries = sent.map((change) => {
      const resultId = typedIds.current.get(cellKey(change.row, change.column));
      const version = valuesNow.current[change.row]?.[change.column]?.version;
      return {
        studentId: change.row,
        measurement: change.column as PhysiqueMeasurement,
        value: change.value as number,
        ...(resultId && version !== undefined ? { resultId, version } : {}),
      };
    });
    try {
      const answer = await gateway.call(testPlanResultSave, { planId, classId, entries });
      for (const stored of answer.saved) {
        typedIds.current.set(cellKey(stored.studentId, stored.measurement), stored.resultId);
        update([{ row: stored.studentId, column: stored.measurement }], () => ({
          value: stored.value,
          status: 'saved',
          version: stored.version,
          ...(stored.needsCheck ? { flag: needsCheck } : {}),
        }));
      }
      for (const other of answer.conflicts) {
        theirs.current.set(cellKey(other.studentId, other.measurement), other);
        update([{ row: other.studentId, column: other.measurement }], (current) => ({
          ...current,
          status: 'dirty',
          conflict: { theirs: other.value, ...(other.enteredBy ? { by: other.enteredBy } : {}) },
        }));
      }
      if (answer.saved.length > 0) onSaved();
    } catch (error) {
      // A refusal names the entry it is about (`entries.3.value`): that cell shows it, the others
      // of the batch wait to be saved again.
      const field = error instanceof GatewayError ? String(error.refusal?.values.field ?? '') : '';
      const index = /^entries\.(\d+)/.exec(field)?.[1];
      const message = failureText(locale, error);
      sent.forEach((change, position) => {
        const about = index === undefined || Number(index) === position;
        update([change], (current) => ({
          ...current,
          status: about ? 'error' : 'dirty',
          ...(about ? { error: message } : {}),
        }));
      });
    }
  }

  function resolve(row: string, column: string, choice: 'mine' | 'theirs') {
    const key = cellKey(row, column);
    const other = theirs.current.get(key);
    theirs.current.delete(key);
    if (!other) return;
    typedIds.current.set(key, other.resultId);
    if (choice === 'theirs') {
      update([{ row, column }], () => ({ value: other.value, status: 'saved', version: other.version }));
      return;
    }
    // Kept: typed again over their value, on its version.
    const mine = valuesNow.current[row]?.[column]?.value ?? null;
    update([{ row, column }], (current) => {
      const { conflict: _settled, ...rest } = current;
      return { ...rest, version: other.version };
    });
    valuesNow.current = {
      ...valuesNow.current,
      [row]: { ...(valuesNow.current[row] ?? {}), [column]: { value: mine, version: other.version } },
    };
    void save([{ row, column, text: String(mine), value: mine }]);
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {editable ? null : <p>{text('testPlans.sheetClosed')}</p>}
      {sheet.error ? <p role="alert">{sheet.error}</p> : null}
      {sheet.data ? (
        <EntryGrid
          aria-labelledby={titleId}
          rowHeaderLabel={text('testPlans.student')}
          rows={students.map((pupil) => ({
            key: pupil.studentId,
            label: `${pupil.name} ${pupil.studentNumber}`,
            header: (
              <span>
                {pupil.name} <small>{pupil.studentNumber}</small>
              </span>
            ),
          }))}
          columns={columns}
          values={values}
          onCommit={(changes) => {
            if (!editable) return;
            setValues((current) => applyEntryChanges(current, changes));
            valuesNow.current = applyEntryChanges(valuesNow.current, changes);
            void save(changes);
          }}
          onResolveConflict={resolve}
        />
      ) : null}
    </section>
  );
}
