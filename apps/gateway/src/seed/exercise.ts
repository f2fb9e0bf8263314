// The demo K12 school's exercise records: a month of the pupils' own exercise, counted by the
// playground's rope counter (one batch, as the counter would have sent it) or logged in the mobile
// app (runs, walks and rides), with realistic counts, distances and durations from a seeded draw,
// so the exercise records screen shows a school's month on the first start.
import { randomUUID } from 'node:crypto';
import { type ExerciseKind, gradeKey } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { unnestedRows } from '../db/bulk.ts';
import type { Database } from '../db/index.ts';
import { device, deviceBatch, exerciseRecord, grade, schoolClass, student } from '../db/schema.ts';
import { normal, seededRandom } from './readings.ts';

/** The seed's transaction (the data layer's is not for the seed, which has no caller). */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The month the demo's exercise spans, and the counter that counted the rope skipping. */
const EXERCISE = { from: '2026-10-26', days: 33, perPupil: 6, serialNumber: 'YG-ROPE-0001' } as const;

/** A moment between 7:00 and 19:00 Beijing time, `day` days after the month's first. */
function momentOf(day: number, random: () => number): Date {
  const minutes = 7 * 60 + Math.floor(random() * 12 * 60);
  return new Date(Date.parse(`${EXERCISE.from}T00:00:00+08:00`) + day * 86_400_000 + minutes * 60_000);
}

/** One pupil's session of `kind` at `level`: its count or distance and its seconds, as children do them. */
function sessionOf(kind: ExerciseKind, level: number, random: () => number) {
  const whole = (value: number, min: number) => Math.max(min, Math.round(value));
  switch (kind) {
    case 'ropeSkipping': {
      const seconds = whole(normal(random, 150, 60), 30);
      // About 1.1 to 2 skips a second, more as pupils grow.
      return { count: whole(seconds * normal(random, 1.1 + level * 0.12, 0.2), 10), distance: null, seconds };
    }
    case 'sitUps': {
      const seconds = whole(normal(random, 90, 30), 30);
      return { count: whole(seconds * normal(random, 0.5, 0.1), 5), distance: null, seconds };
    }
    case 'running': {
      const metres = whole(normal(random, 1200 + level * 150, 400), 300);
      // About 2.5 to 3.5 metres a second.
      return { count: null, distance: metres, seconds: whole(metres / normal(random, 2.8, 0.3), 60) };
    }
    case 'walking': {
      const metres = whole(normal(random, 2500, 800), 500);
      return { count: null, distance: metres, seconds: whole(metres / 1.3, 300) };
    }
    default: {
      const metres = whole(normal(random, 5000, 1500), 1000);
      return { count: null, distance: metres, seconds: whole(metres / 4, 300) };
    }
  }
}

/** The kinds a pupil of `level` does: the counter's rope and mat at school, the app's outings at home. */
function kindFor(level: number, random: () => number): { kind: ExerciseKind; source: 'device' | 'app' } {
  const draw = random();
  if (draw < 0.45) return { kind: 'ropeSkipping', source: 'device' };
  if (draw < 0.6 && level >= 3) return { kind: 'sitUps', source: 'device' };
  if (draw < 0.8) return { kind: 'running', source: 'app' };
  if (draw < 0.93) return { kind: 'walking', source: 'app' };
  return { kind: 'cycling', source: 'app' };
}

/** Seeds a month of exercise of the demo school `orgId`'s pupils. */
export async function seedExercise(tx: Transaction, { orgId, tenantOrgId }: { orgId: string; tenantOrgId: string }) {
  const [counter] = await tx
    .select({ id: device.id })
    .from(device)
    .where(and(eq(device.orgId, orgId), eq(device.serialNumber, EXERCISE.serialNumber)));
  const pupils = await tx
    .select({ id: student.id, classId: student.classId, level: grade.level })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(and(eq(student.orgId, orgId), eq(grade.kind, 'school')));
  if (!counter || pupils.length === 0) return;
  const random = seededRandom('阳光实验小学锻炼');
  const owner = { orgId, tenantOrgId };
  const batchRef = randomUUID();
  const sessions = pupils.flatMap((pupil) =>
    Array.from({ length: EXERCISE.perPupil }, () => {
      const { kind, source } = kindFor(pupil.level, random);
      return { pupil, kind, source, startedAt: momentOf(Math.floor(random() * EXERCISE.days), random) };
    }),
  );
  const counted = sessions.filter((session) => session.source === 'device');
  await tx.insert(deviceBatch).values({
    id: batchRef,
    ...owner,
    deviceId: counter.id,
    serialNumber: EXERCISE.serialNumber,
    batchId: 'demo-exercise-2026-11',
    // A batch the demo made, never sent: no resend can match its fingerprint.
    contentHash: 'demo',
    readingCount: counted.length,
    matchedCount: counted.length,
  });
  let seq = 0;
  const rows = sessions.map((session) => {
    const measured = sessionOf(session.kind, session.pupil.level, random);
    const fromDevice = session.source === 'device';
    return {
      id: randomUUID(),
      ...owner,
      studentId: session.pupil.id,
      classId: session.pupil.classId,
      gradeKey: gradeKey({ school: session.pupil.level }),
      kind: session.kind,
      count: measured.count,
      distance: measured.distance,
      durationSeconds: Math.min(86_400, measured.seconds),
      startedAt: session.startedAt,
      source: session.source,
      batchRef: fromDevice ? batchRef : null,
      seq: fromDevice ? seq++ : null,
      deviceSerial: fromDevice ? EXERCISE.serialNumber : null,
    };
  });
  await tx.insert(exerciseRecord).select(unnestedRows(exerciseRecord, rows));
}
