// The device simulator's lesson mode (`npm run simulate -- --lesson <class>`): one of its devices
// runs a class test in a PE lesson. The staff member's reads find the class and its students, and
// the device sends the lesson whole, as the device API takes it (`POST /api/device/v1/class-tests`:
// the lesson's start and end, the teacher's account, and the readings of the students present),
// under a batch id the seed makes, so the same seed sends the same lesson and the gateway takes it
// once.
import { createHash } from 'node:crypto';
import {
  gradeKey,
  gradeOfKey,
  measurementsOfItems,
  type PhysiqueItem,
  physiqueItemsFor,
  type Sex,
  type StudentGrade,
} from '@school-sports/domain';
import { gradeWhenMeasured } from '../areas/fitness/scoring.ts';
import { type Random, realisticReading, seededRandom } from '../seed/readings.ts';

import { Busi, devicesOf, type SimulatorAccess, signIn } from './simulator.ts';

/** What a lesson's simulation is told. */
export interface LessonOptions extends SimulatorAccess {
  /** The class tested: its id, or its name as the screens show it (`一年级1班`). */
  lessonClass: string;
  /** The item tested; a scored item both sexes of the class's grade take, chosen by the seed, when left out. */
  item?: PhysiqueItem;
  /** The simulator's device (serial `SIM-…`) that runs the lesson; its first one when left out. */
  serial?: string;
  /** The login account of the teacher who runs the lesson; the test names no teacher when left out. */
  teacherAccount?: string;
  /** The title the teacher types on the device. */
  title?: string;
  /** When the lesson is simulated: it is the seed's lesson of the school day that ended last by then (now when left out). */
  at?: Date;
}

/** What a lesson's simulation did, as the gateway's answer told it. */
export interface LessonReport {
  classId: string;
  className: string;
  item: PhysiqueItem;
  serial: string;
  teacherAccount: string | null;
  startedAt: string;
  endedAt: string;
  batchId: string;
  /** The class's students who take the item. */
  students: number;
  /** Of them, those present and measured. */
  tested: number;
  absent: number;
  /** Readings sent. */
  sent: number;
  /** The gateway's answer: readings taken, of them those naming a student, and the class tests the lesson made. */
  received: number;
  matched: number;
  unmatched: number;
  classTests: number;
  /** The gateway had taken this lesson before: it answered the first send's counts and wrote nothing. */
  duplicate: boolean;
  /** The gateway's refusal, or null: the lesson was taken. */
  refused: string | null;
}

/**
 * The PE lessons of a school day on Beijing's clock, as the demo school's timetable has them: a
 * lesson lasts forty minutes.
 */
const LESSON_STARTS = ['08:00', '08:50', '09:50', '10:40', '14:00', '14:50', '15:40'] as const;
const LESSON_MINUTES = 40;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Most of a class is measured; a few pupils are away, as in the demo's lessons. */
const PRESENT = 0.9;

/** `date` as a device on Beijing's clock writes it, with its offset. */
function onBeijingClock(date: Date): string {
  return `${new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/**
 * The lesson the seed's `random` picks from the timetable: that period of the last school day on
 * which it had ended by `at`, so the same seed gives the same lesson all day long.
 */
function lessonTimes(random: Random, at: Date): { startedAt: Date; endedAt: Date } {
  const start = LESSON_STARTS[Math.floor(random() * LESSON_STARTS.length)] ?? LESSON_STARTS[0];
  const today = new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
  let startedAt = new Date(`${today}T${start}:00+08:00`);
  if (startedAt.getTime() + LESSON_MINUTES * 60_000 > at.getTime()) {
    startedAt = new Date(startedAt.getTime() - 86_400_000);
  }
  return { startedAt, endedAt: new Date(startedAt.getTime() + LESSON_MINUTES * 60_000) };
}

type ClassRecord = { classId: string; gradeId: string; gradeLevel: number; name: string };

/** The class named by id or by its name as the screens show it. */
async function classNamed(busi: Busi, named: string): Promise<ClassRecord> {
  // An id is longer than a class's name may be, so the name search would refuse it: it is tried first.
  const byId = await busi.read<ClassRecord>('class/detail', { classId: named }).catch(() => null);
  if (byId) return byId;
  const found = await busi.read<{ records: ClassRecord[] }>('class/page', { pageNum: 1, pageSize: 80, name: named });
  const same = found.records.filter((record) => record.name === named);
  if (same.length > 1) throw new Error(`${same.length} classes are named ${named}: give the class's id`);
  if (!same[0]) throw new Error(`the school has no class named ${named}`);
  return same[0];
}

type Pupil = { studentNumber: string; sex: Sex };

/** Every enabled student of the class, by student number. */
async function pupilsOf(busi: Busi, classId: string): Promise<Pupil[]> {
  const pupils: Pupil[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await busi.read<{ records: Pupil[]; total: number }>('student/page', {
      pageNum,
      pageSize: 80,
      classId,
      status: 'enabled',
    });
    pupils.push(...page.records.map(({ studentNumber, sex }) => ({ studentNumber, sex })));
    if (page.records.length === 0 || pupils.length >= page.total) break;
  }
  return pupils.sort((a, b) => a.studentNumber.localeCompare(b.studentNumber));
}

/**
 * The items a lesson tests by default: those every student of `grade` takes, whatever their sex,
 * but BMI, whose height and weight are scored only together, never each in its own result.
 */
function lessonItemsOf(grade: StudentGrade): PhysiqueItem[] {
  const female = new Set(physiqueItemsFor('female', grade).map((row) => row.item));
  return physiqueItemsFor('male', grade)
    .map((row) => row.item)
    .filter((item) => item !== 'bmi' && female.has(item));
}

/**
 * Runs a class test in a PE lesson on one of the simulator's devices: the class's students present
 * are measured in the item, and the device sends the lesson whole. Answers what it sent and what the
 * gateway answered; a refusal is answered, not thrown, as a device would show it.
 */
export async function simulateLesson(options: LessonOptions): Promise<LessonReport> {
  const log = options.log ?? (() => {});
  const seed = options.seed ?? 'simulator';
  const busi = new Busi(options.origin, await signIn(options));
  const taught = await classNamed(busi, options.lessonClass);
  const grades = await busi.read<{ gradeId: string; kind: string; level: number }[]>('grade/list');
  const kind = grades.find((row) => row.gradeId === taught.gradeId)?.kind ?? 'school';
  const random = seededRandom(`${seed}\u0000lesson`);
  const { startedAt, endedAt } = lessonTimes(random, options.at ?? new Date());
  let grade: StudentGrade;
  try {
    grade = gradeOfKey(gradeKey(gradeWhenMeasured(kind, taught.gradeLevel, startedAt)));
  } catch {
    throw new Error(`${taught.name}'s grade is not one the national standard tests`);
  }
  const offered = lessonItemsOf(grade);
  const item = options.item ?? offered[Math.floor(random() * offered.length)] ?? 'sprint50m';
  const enrolled = await pupilsOf(busi, taught.classId);
  if (enrolled.length === 0) throw new Error(`${taught.name} has no students to test`);
  const pupils = enrolled.filter((pupil) => physiqueItemsFor(pupil.sex, grade).some((row) => row.item === item));
  if (pupils.length === 0) throw new Error(`no student of ${taught.name} takes ${item}`);
  const measurements = measurementsOfItems([item]);
  const present = pupils.filter(() => random() < PRESENT);
  // The class comes to the station one after another over the lesson's half hour of measuring.
  const step = (30 * 60_000) / Math.max(1, present.length);
  const results = present.flatMap((pupil, index) =>
    measurements.map((measurement, order) => ({
      studentNumber: pupil.studentNumber,
      item: measurement,
      value: realisticReading(random, measurement, pupil.sex, grade),
      measuredAt: onBeijingClock(
        new Date(Math.round((startedAt.getTime() + 5 * 60_000 + index * step + order * 30_000) / 1000) * 1000),
      ),
    })),
  );
  const [device] = await devicesOf(busi, {
    activationCode: options.activationCode,
    devices: options.serial ? 0 : 1,
    ...(options.serial ? { serial: options.serial } : {}),
  });
  if (!device) throw new Error(`the school has no simulator device ${options.serial}`);
  // The seed names the lesson: sent again, it is the same batch, which the gateway takes once.
  const batchId = `lesson-${createHash('sha256').update(`${seed}\u0000${taught.classId}\u0000${item}`).digest('hex').slice(0, 32)}`;
  const report: LessonReport = {
    classId: taught.classId,
    className: taught.name,
    item,
    serial: device.serial,
    teacherAccount: options.teacherAccount ?? null,
    startedAt: onBeijingClock(startedAt),
    endedAt: onBeijingClock(endedAt),
    batchId,
    students: pupils.length,
    tested: present.length,
    absent: pupils.length - present.length,
    sent: results.length,
    received: 0,
    matched: 0,
    unmatched: 0,
    classTests: 0,
    duplicate: false,
    refused: null,
  };
  log(
    `${device.serial} tests ${item} in ${taught.name} from ${report.startedAt} to ${report.endedAt}: ${present.length} of ${pupils.length} students present`,
  );
  if (results.length === 0) return report;
  const response = await fetch(`${options.origin}/api/device/v1/class-tests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-token': device.token },
    body: JSON.stringify({
      serial: device.serial,
      batchId,
      startedAt: report.startedAt,
      endedAt: report.endedAt,
      title: options.title ?? '模拟课堂测试',
      ...(options.teacherAccount ? { teacherAccount: options.teacherAccount } : {}),
      results,
    }),
  });
  const body = (await response.json()) as {
    msg: string;
    data: { received: number; matched: number; unmatched: number; duplicate: boolean; classTests: number } | null;
  };
  if (!body.data) return { ...report, refused: body.msg };
  const { received, matched, unmatched, duplicate, classTests } = body.data;
  return { ...report, received, matched, unmatched, duplicate, classTests };
}
