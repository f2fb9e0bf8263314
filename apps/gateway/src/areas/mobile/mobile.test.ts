// The mobile API through the real gateway: students and parents sign in with their own passwords
// (the demo password, or one set with a staff activation code), a mobile token and a staff token
// each refused where the other belongs, a parent acting for their own children only, booking and
// cancelling a slot with every refusal of the teachers' booking and the race for the last place,
// results with their unit, score and band, exercise logged with the devices' rules, and the paths
// in the OpenAPI document.
import { type DomainLocale, scoreReading } from '@school-sports/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordDigestOf } from '../../auth/password.ts';
import {
  exerciseRecord,
  fitnessResult,
  mobileLogin,
  organisation,
  student,
  testPlan,
  testPlanBooking,
  testPlanSlot,
  venue,
} from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, someAddress } from '../../testing/gateway.ts';

type Identity = {
  kind: 'student' | 'parent';
  name: string;
  children: { studentId: string; name: string; studentNumber: string; className: string; orgId: string }[];
};
type Plan = {
  planId: string;
  items: string[];
  slots: { slotId: string; item: string; remaining: number; bookingId: string | null; classBooked: boolean }[];
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('the mobile API on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const staff = gateway.signedIn({ k12: 'k12admin' });
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const tomorrow = dayAfter(today, 1);
  let orgId = '';
  /** The demo pupils by number: 林小雨 and 林小川 share their mother 林芳; 赵子涵 is another family's. */
  const pupils = new Map<string, string>();
  const id = (number: string) => pupils.get(number) ?? '';

  /** Calls `/api/mobile/v1/<path>` as a browser would, from `address` (a fresh one unless given). */
  const mobileCall = (
    token: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
    language: DomainLocale = 'en-US',
    address = someAddress(),
  ): Promise<LightMyRequestResponse> => {
    const headers = { ...(token ? bearer(token) : {}), 'accept-language': language };
    const url = `/api/mobile/v1/${path}`;
    if (method === 'GET') {
      const query = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)]));
      return gateway.app.inject({ method, url, headers, query, remoteAddress: address });
    }
    return gateway.app.inject({ method, url, headers, payload, remoteAddress: address });
  };
  const mobileOk = async <T = ReturnType<typeof JSON.parse>>(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
  ) => dataOf<T>(await mobileCall(token, method, path, payload));
  const mobileAs =
    (token: string, method: 'GET' | 'POST', path: string, payload: Record<string, unknown> = {}) =>
    (language: DomainLocale) =>
      mobileCall(token, method, path, payload, language);

  const studentSignIn = (studentNumber: string, password = DEMO_PASSWORD, address?: string) =>
    mobileCall(
      null,
      'POST',
      'signIn/student',
      { orgId, studentNumber, password: passwordDigestOf(password) },
      'en-US',
      address,
    );
  const parentSignIn = (mobile: string, password = DEMO_PASSWORD, address?: string) =>
    mobileCall(null, 'POST', 'signIn/parent', { mobile, password: passwordDigestOf(password) }, 'en-US', address);
  const tokenOf = async (response: Promise<LightMyRequestResponse>) =>
    dataOf<{ access_token: string }>(await response).access_token;

  const tables = {
    bookings: refusalCheck(gateway.snapshot(testPlanBooking, testPlanSlot)),
    exercise: refusalCheck(gateway.snapshot(exerciseRecord)),
    logins: refusalCheck(gateway.snapshot(mobileLogin)),
  };

  beforeAll(async () => {
    const db = gateway.database.db;
    orgId = await gateway.orgIdOf(staff.k12);
    const rows = await db
      .select({ id: student.id, number: student.studentNumber })
      .from(student)
      .where(and(eq(student.orgId, orgId), inArray(student.studentNumber, ['YG2026001', 'YG2026002', 'YG2025001'])));
    for (const row of rows) pupils.set(row.number, row.id);
    expect(pupils.size).toBe(3);
  });

  it('signs a student and a parent in with their own passwords, and tells who they are', async () => {
    const pupil = await tokenOf(studentSignIn('YG2026001'));
    const me = await mobileOk<Identity>(pupil, 'GET', 'me');
    expect(me).toMatchObject({ kind: 'student', name: '林小雨' });
    expect(me.children.map((child) => child.studentNumber)).toEqual(['YG2026001']);

    const mother = await tokenOf(parentSignIn('13700000001'));
    const family = await mobileOk<Identity>(mother, 'GET', 'me');
    expect(family).toMatchObject({ kind: 'parent', name: '林芳' });
    expect(family.children.map((child) => child.name).sort()).toEqual(['林小川', '林小雨']);
    expect(new Set(family.children.map((child) => child.orgId))).toEqual(new Set([orgId]));

    // A wrong password, an unknown number, another school: the same refusal, nothing said of who exists.
    for (const response of [
      await studentSignIn('YG2026001', 'Wrong@2026'),
      await studentSignIn('YG9999999'),
      await parentSignIn('13799999999'),
      await mobileCall(null, 'POST', 'signIn/student', {
        orgId: 'another-school',
        studentNumber: 'YG2026001',
        password: passwordDigestOf(DEMO_PASSWORD),
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().msgId).toBe('mobile.signIn.failed');
    }
  });

  it('locks a sign-in after five failures, as staff sign-in locks', async () => {
    const address = someAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await studentSignIn('YG2025001', 'Wrong@2026', address)).statusCode).toBe(400);
    }
    // Locked now, even with the right password and from another address.
    const locked = await studentSignIn('YG2025001');
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json().msgId).toBe('auth.locked');
    await gateway.database.db.execute(sql`delete from login_throttle`);
  });

  it('refuses a staff token on the mobile routes and a mobile token on the staff routes; sign-out ends it', async () => {
    const staffOnMobile = await mobileCall(staff.k12, 'GET', 'me');
    expect(staffOnMobile.statusCode, staffOnMobile.body).toBe(401);
    expect((await mobileCall(null, 'GET', 'me')).statusCode).toBe(401);

    const pupil = await tokenOf(studentSignIn('YG2026001'));
    for (const [method, path] of [
      ['POST', 'myInfo/getUInfo'],
      ['GET', 'student/page'],
    ] as const) {
      const mobileOnStaff = await gateway.app.inject({ method, url: `/api/busi/web/${path}`, headers: bearer(pupil) });
      expect(mobileOnStaff.statusCode, mobileOnStaff.body).toBe(401);
    }
    expect((await mobileCall(pupil, 'POST', 'signOut')).statusCode).toBe(200);
    const after = await mobileCall(pupil, 'GET', 'me');
    expect(after.statusCode).toBe(401);
    expect(after.json().msgId).toBe('auth.sessionExpired');
  });

  it('gives a first password through a one-time code staff make, for a student and for a parent', async () => {
    const pupilId = id('YG2026002');
    const before = await tokenOf(studentSignIn('YG2026002'));
    const { code, expiresAt } = await gateway.ok<{ code: string; expiresAt: string }>(
      staff.k12,
      'POST',
      'student/mobileCode',
      { studentId: pupilId },
    );
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    // Kept as its hash only.
    const [stored] = await gateway.database.db
      .select({ hash: mobileLogin.activationHash })
      .from(mobileLogin)
      .where(eq(mobileLogin.studentId, pupilId));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);

    // Typed in lower case with a space, as a pupil may.
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`;
    const activated = dataOf<{ access_token: string; identity: Identity }>(
      await mobileCall(null, 'POST', 'activate', { code: typed, password: passwordDigestOf('Run@fast1') }),
    );
    expect(activated.identity.children.map((child) => child.studentId)).toEqual([pupilId]);
    // Once only; the new password works, the old one and the sessions it opened do not.
    await tables.logins(
      mobileAs('', 'POST', 'activate', { code, password: passwordDigestOf('Other@2026') }),
      400,
      'mobile.activation.invalid',
    );
    expect((await mobileCall(before, 'GET', 'me')).statusCode).toBe(401);
    expect((await studentSignIn('YG2026002')).statusCode).toBe(400);
    expect((await studentSignIn('YG2026002', 'Run@fast1')).statusCode).toBe(200);

    // A parent's code is made on their child's record; another family's parent is refused by name.
    const detail = await gateway.ok<{ parents: { parentId: string; mobile: string }[] }>(
      staff.k12,
      'GET',
      'student/detail',
      { studentId: id('YG2026001') },
    );
    const mother = detail.parents.find((one) => one.mobile === '13700000001');
    expect(mother).toBeDefined();
    const other = await gateway.ok<{ parents: { parentId: string }[] }>(staff.k12, 'GET', 'student/detail', {
      studentId: pupilId,
    });
    await tables.logins(
      gateway.as(staff.k12, 'POST', 'student/mobileCode', {
        studentId: pupilId,
        parentId: mother?.parentId ?? '',
      }),
      400,
      'mobile.code.noParent',
    );
    expect(other.parents.length).toBeGreaterThan(0);
    const parentCode = await gateway.ok<{ code: string }>(staff.k12, 'POST', 'student/mobileCode', {
      studentId: id('YG2026001'),
      parentId: mother?.parentId ?? '',
    });
    const parentActivated = dataOf<{ identity: Identity }>(
      await mobileCall(null, 'POST', 'activate', { code: parentCode.code, password: passwordDigestOf('Mum@2026x') }),
    );
    expect(parentActivated.identity.kind).toBe('parent');
    expect((await parentSignIn('13700000001', 'Mum@2026x')).statusCode).toBe(200);
    // Bad input is refused by name and changes nothing.
    const malformed = await mobileCall(null, 'POST', 'activate', { code: 'x', password: 'nope' }, 'zh-CN');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toContain('激活码');
  });

  describe('for a child', () => {
    let mother = '';
    let pupil = '';
    let neighbour = '';
    let planId = '';
    let venueId = '';
    let classId = '';
    const slotOf = async (fields: Record<string, unknown>) =>
      (
        await gateway.ok<{ slotId: string }>(staff.k12, 'POST', 'testPlan/slot/save', {
          planId,
          venueId,
          item: 'sprint50m',
          day: tomorrow,
          starts: '08:00',
          ends: '08:40',
          capacity: 1,
          ...fields,
        })
      ).slotId;
    const plansOf = (token: string, studentId: string) => mobileOk<Plan[]>(token, 'GET', 'plans', { studentId });

    beforeAll(async () => {
      const db = gateway.database.db;
      // The passwords the activation test above set; 林小川 keeps the demo password.
      mother = await tokenOf(parentSignIn('13700000001', 'Mum@2026x'));
      pupil = await tokenOf(studentSignIn('YG2026002', 'Run@fast1'));
      neighbour = await tokenOf(studentSignIn('YG2025001'));
      const [found] = await db
        .select({ classId: student.classId })
        .from(student)
        .where(eq(student.id, id('YG2026001')));
      classId = found?.classId ?? '';
      const [place] = await db.select({ id: venue.id }).from(venue).where(eq(venue.orgId, orgId)).limit(1);
      venueId = place?.id ?? '';
      const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
        staff.k12,
        'GET',
        'acayear/list',
      );
      ({ planId } = await gateway.ok<{ planId: string }>(staff.k12, 'POST', 'testPlan/add', {
        name: '手机预约测试',
        academicYearId: year?.uid,
        semesterId: year?.semesters[0]?.semesterId,
        kind: 'school',
        grades: [{ grade: 'g1', items: ['sprint50m', 'sitAndReach', 'ropeSkipping'] }],
        classIds: [classId],
        startDate: today,
        endDate: dayAfter(today, 14),
      }));
    });

    it('lists the plans of the child’s class with the items and slots of their grade', async () => {
      const slotId = await slotOf({ capacity: 30, starts: '07:00', ends: '07:30', item: 'sitAndReach' });
      const plans = await plansOf(mother, id('YG2026001'));
      const plan = plans.find((one) => one.planId === planId);
      expect(plan?.items).toEqual(['sprint50m', 'sitAndReach', 'ropeSkipping']);
      expect(plan?.slots.find((slot) => slot.slotId === slotId)).toMatchObject({
        remaining: 30,
        bookingId: null,
        classBooked: false,
      });
      // 林小川 is in the second grade: the plan is not his.
      expect((await plansOf(mother, id('YG2025001'))).some((one) => one.planId === planId)).toBe(false);
    });

    it('acts for the parent’s own children only, and for a student themself only', async () => {
      for (const [token, studentId] of [
        [mother, id('YG2026002')],
        [pupil, id('YG2026001')],
        [neighbour, id('YG2026001')],
      ] as const) {
        for (const [method, path, payload] of [
          ['GET', 'plans', {}],
          ['GET', 'results', {}],
          ['GET', 'exercise/page', {}],
          ['POST', 'booking/add', { slotId: 'x' }],
          ['POST', 'exercise/add', { kind: 'other', durationSeconds: 60, startedAt: new Date().toISOString() }],
        ] as const) {
          await tables.bookings(mobileAs(token, method, path, { studentId, ...payload }), 404, 'student.notFound', {});
        }
      }
    });

    it('books one place and cancels it, refusing what the teachers’ booking refuses', async () => {
      const slotId = await slotOf({});
      const { bookingId } = await mobileOk<{ bookingId: string }>(mother, 'POST', 'booking/add', {
        studentId: id('YG2026001'),
        slotId,
      });
      const seen = (await plansOf(mother, id('YG2026001')))
        .find((one) => one.planId === planId)
        ?.slots.find((slot) => slot.slotId === slotId);
      expect(seen).toMatchObject({ remaining: 0, bookingId });
      // The teacher's list names the pupil.
      const list = await gateway.ok<{ slotId: string; bookings: { studentName: string | null; size: number }[] }[]>(
        staff.k12,
        'GET',
        'testPlan/slot/list',
        { planId },
      );
      expect(list.find((slot) => slot.slotId === slotId)?.bookings).toEqual([
        expect.objectContaining({ studentName: '林小雨', size: 1 }),
      ]);

      // Full for a classmate; the same item again for the child.
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/add', { studentId: id('YG2026002'), slotId }),
        409,
        'booking.full',
        { field: 'slotId' },
      );
      const later = await slotOf({ starts: '09:00', ends: '09:40', capacity: 5 });
      await tables.bookings(
        mobileAs(mother, 'POST', 'booking/add', { studentId: id('YG2026001'), slotId: later }),
        409,
        'mobile.booking.studentBooked',
      );
      // Not the sibling's plan; another pupil's booking is not found; a class's is the teacher's.
      await tables.bookings(
        mobileAs(mother, 'POST', 'booking/add', { studentId: id('YG2025001'), slotId: later }),
        400,
        'mobile.booking.notInPlan',
      );
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/cancel', { studentId: id('YG2026002'), bookingId }),
        404,
        'booking.notFound',
      );
      const ropeSlot = await slotOf({ item: 'ropeSkipping', capacity: 200, starts: '10:00', ends: '10:40' });
      const classBooking = await gateway.ok<{ bookingId: string }>(staff.k12, 'POST', 'testPlan/booking/add', {
        slotId: ropeSlot,
        classId,
      });
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/add', { studentId: id('YG2026002'), slotId: ropeSlot }),
        409,
        'mobile.booking.classBooked',
      );
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/cancel', { studentId: id('YG2026002'), bookingId: classBooking.bookingId }),
        409,
        'mobile.booking.notOwn',
      );

      // Cancelled, its place is free again.
      await mobileOk(mother, 'POST', 'booking/cancel', { studentId: id('YG2026001'), bookingId });
      const [slot] = await gateway.database.db
        .select({ booked: testPlanSlot.booked })
        .from(testPlanSlot)
        .where(eq(testPlanSlot.id, slotId));
      expect(slot?.booked).toBe(0);
    });

    it('refuses a slot that has begun, cancelling once it has, and a plan that has ended', async () => {
      const begun = await slotOf({ day: today, starts: '00:00', ends: '00:30', item: 'sprint50m', capacity: 5 });
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/add', { studentId: id('YG2026002'), slotId: begun }),
        409,
        'booking.started',
      );
      const slotId = await slotOf({ starts: '11:00', ends: '11:40', item: 'sitAndReach', capacity: 5 });
      const { bookingId } = await mobileOk<{ bookingId: string }>(pupil, 'POST', 'booking/add', {
        studentId: id('YG2026002'),
        slotId,
      });
      const db = gateway.database.db;
      // The slot begins: its booking stays.
      await db.update(testPlanSlot).set({ day: today, starts: '00:01' }).where(eq(testPlanSlot.id, slotId));
      await tables.bookings(
        mobileAs(pupil, 'POST', 'booking/cancel', { studentId: id('YG2026002'), bookingId }),
        409,
        'booking.started',
      );
      await db.update(testPlanSlot).set({ day: tomorrow, starts: '11:00' }).where(eq(testPlanSlot.id, slotId));
      const other = await slotOf({ starts: '12:00', ends: '12:40', item: 'sprint50m', capacity: 5 });
      await db.update(testPlan).set({ status: 'ended' }).where(eq(testPlan.id, planId));
      try {
        await tables.bookings(
          mobileAs(pupil, 'POST', 'booking/add', { studentId: id('YG2026002'), slotId: other }),
          409,
          'booking.planEnded',
        );
      } finally {
        await db.update(testPlan).set({ status: 'notStarted' }).where(eq(testPlan.id, planId));
      }
    });

    it('gives the last place to one of two pupils racing for it, the other told the slot is full', async () => {
      const slotId = await slotOf({ starts: '13:00', ends: '13:40', item: 'sitAndReach', capacity: 1 });
      // 赵子涵 booked sitAndReach in an earlier test; cancel what stands so both may try.
      const db = gateway.database.db;
      await db.delete(testPlanBooking).where(inArray(testPlanBooking.studentId, [id('YG2026001'), id('YG2026002')]));
      await db.update(testPlanSlot).set({ booked: 0 }).where(eq(testPlanSlot.planId, planId));
      const answers = await Promise.all([
        mobileCall(mother, 'POST', 'booking/add', { studentId: id('YG2026001'), slotId }),
        mobileCall(pupil, 'POST', 'booking/add', { studentId: id('YG2026002'), slotId }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().msgId).toBe('booking.full');
      const [slot] = await db
        .select({ booked: testPlanSlot.booked })
        .from(testPlanSlot)
        .where(eq(testPlanSlot.id, slotId));
      expect(slot?.booked).toBe(1);
      const rows = await db.select().from(testPlanBooking).where(eq(testPlanBooking.slotId, slotId));
      expect(rows).toHaveLength(1);
    });

    it('pages the child’s own results with value, unit, score, band and source', async () => {
      const db = gateway.database.db;
      const scored = scoreReading({ sex: 'female', grade: { school: 1 }, measurement: 'sprint50m', value: 10.2 });
      const [org] = await db
        .select({ tenantOrgId: organisation.tenantOrgId })
        .from(organisation)
        .where(eq(organisation.id, orgId));
      await db.insert(fitnessResult).values({
        id: crypto.randomUUID(),
        orgId,
        tenantOrgId: org?.tenantOrgId ?? '',
        studentId: id('YG2026001'),
        classId,
        gradeKey: 'g1',
        sex: 'female',
        planId,
        measurement: 'sprint50m',
        item: scored.item,
        value: scored.value,
        score: scored.score,
        band: scored.band,
        scoringVersion: scored.scoringVersion,
        needsCheck: scored.needsCheck,
        measuredAt: new Date(Date.now() + 60_000),
        source: 'manual',
      });
      const page = await mobileOk<{ total: number; records: Record<string, unknown>[] }>(mother, 'GET', 'results', {
        studentId: id('YG2026001'),
        pageSize: 10,
      });
      expect(page.total).toBeGreaterThanOrEqual(1);
      expect(page.records[0]).toMatchObject({
        measurement: 'sprint50m',
        value: 10.2,
        unit: 's',
        score: scored.score,
        band: scored.band,
        source: 'manual',
        planName: '手机预约测试',
      });
      const wrong = await mobileCall(mother, 'GET', 'results', { studentId: id('YG2026001'), pageSize: 7 }, 'zh-CN');
      expect(wrong.statusCode).toBe(400);
    });

    it('logs exercise from the app under the devices’ rules and lists the child’s own', async () => {
      const startedAt = new Date(Date.now() - 3_600_000).toISOString();
      const { recordId } = await mobileOk<{ recordId: string }>(pupil, 'POST', 'exercise/add', {
        studentId: id('YG2026002'),
        kind: 'running',
        distance: 2400,
        durationSeconds: 900,
        startedAt,
      });
      const [row] = await gateway.database.db
        .select({ source: exerciseRecord.source, classId: exerciseRecord.classId, gradeKey: exerciseRecord.gradeKey })
        .from(exerciseRecord)
        .where(eq(exerciseRecord.id, recordId));
      expect(row).toEqual({ source: 'app', classId, gradeKey: 'g1' });
      const page = await mobileOk<{ records: { recordId: string; source: string; distance: number }[] }>(
        pupil,
        'GET',
        'exercise/page',
        { studentId: id('YG2026002') },
      );
      expect(page.records[0]).toMatchObject({ recordId, source: 'app', distance: 2400 });

      const base = { studentId: id('YG2026002'), kind: 'running', distance: 100, durationSeconds: 60, startedAt };
      await tables.exercise(
        mobileAs(pupil, 'POST', 'exercise/add', { ...base, count: 10, distance: null }),
        400,
        'exercise.error.measures',
        { field: 'count' },
      );
      await tables.exercise(
        mobileAs(pupil, 'POST', 'exercise/add', { ...base, durationSeconds: 0 }),
        400,
        'exercise.error.duration',
      );
      await tables.exercise(
        mobileAs(pupil, 'POST', 'exercise/add', {
          ...base,
          startedAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
        400,
        'exercise.error.startedAhead',
      );
    });
  });

  it('describes the mobile paths in the OpenAPI document, with their own bearer', async () => {
    const document = (await gateway.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/mobile/v1/signIn/student',
      '/api/mobile/v1/signIn/parent',
      '/api/mobile/v1/activate',
      '/api/mobile/v1/token/refresh',
      '/api/mobile/v1/me',
      '/api/mobile/v1/plans',
      '/api/mobile/v1/booking/add',
      '/api/mobile/v1/booking/cancel',
      '/api/mobile/v1/results',
      '/api/mobile/v1/exercise/add',
      '/api/mobile/v1/exercise/page',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/api/mobile/v1/plans'].get.security).toEqual([{ mobileBearer: [] }]);
    expect(document.components.securitySchemes.mobileBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
