// The demo K12 school's own things: its school year, grades and classes, its playground and devices,
// and the demo organisations' sports meets.
import { randomBytes, randomUUID } from 'node:crypto';
import { gradeLabel, meetSchema, translateDomainMessage } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { tokenHash } from '../auth/sessions.ts';
import type { Database } from '../db/index.ts';
import { academicYear, device, grade, organisation, schoolClass, semester, sportMeet, venue } from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a demo row belongs: its organisation, and the tenant of the platform that organisation is in. */
export interface DemoPlace {
  orgId: string;
  tenantOrgId: string;
}

/**
 * The demo K12 school's structure: the academic year 2026-2027 with its autumn (current) and spring
 * semesters, grades 1 to 6, and class 1 of each grade.
 */
export async function seedSchoolStructure(tx: Transaction, { orgId, tenantOrgId }: DemoPlace): Promise<void> {
  const yearId = randomUUID();
  await tx.insert(academicYear).values({ id: yearId, orgId, tenantOrgId, startYear: 2026 });
  await tx.insert(semester).values([
    {
      id: randomUUID(),
      academicYearId: yearId,
      orgId,
      tenantOrgId,
      code: 13,
      startDate: '2026-09-01',
      endDate: '2027-01-20',
      isCurrent: true,
    },
    {
      id: randomUUID(),
      academicYearId: yearId,
      orgId,
      tenantOrgId,
      code: 11,
      startDate: '2027-02-20',
      endDate: '2027-07-10',
    },
  ]);
  for (const level of [1, 2, 3, 4, 5, 6]) {
    const gradeId = randomUUID();
    await tx.insert(grade).values({ id: gradeId, orgId, tenantOrgId, kind: 'school', level });
    await tx.insert(schoolClass).values({
      id: randomUUID(),
      orgId,
      tenantOrgId,
      gradeId,
      academicYearId: yearId,
      name: `${translateDomainMessage('zh-CN', gradeLabel({ school: level }))}1班`,
      code: 1,
      size: 40,
    });
  }
}

/** The demo K12 school's device activation code. Demo data only. */
export const DEMO_DEVICE_ACTIVATION_CODE = 'YGSY-2026';

/**
 * The demo K12 school's venue 操场 (01) with two devices, the first with a sub-device, and the
 * school's device settings: its activation code, 50 activatable, 3 activated (the devices). The
 * devices' tokens are random and thrown away: they never poll.
 */
export async function seedDevices(tx: Transaction, { orgId, tenantOrgId }: DemoPlace): Promise<void> {
  const venueId = randomUUID();
  await tx.insert(venue).values({
    id: venueId,
    orgId,
    tenantOrgId,
    code: '01',
    name: '操场',
    type: 'playground',
    capacity: 800,
    location: '教学楼南侧',
  });
  const counterId = randomUUID();
  const devices = [
    {
      id: counterId,
      parentId: null,
      name: '跳绳计数器',
      serialNumber: 'YG-ROPE-0001',
      macAddress: '02:1A:2B:3C:4D:01',
    },
    {
      id: randomUUID(),
      parentId: counterId,
      name: '跳绳手柄',
      serialNumber: 'YG-ROPE-0001-H1',
      macAddress: '02:1A:2B:3C:4D:02',
    },
    { id: randomUUID(), parentId: null, name: '计时门', serialNumber: 'YG-GATE-0001', macAddress: '02:1A:2B:3C:4D:03' },
  ];
  for (const entry of devices) {
    await tx.insert(device).values({
      ...entry,
      orgId,
      tenantOrgId,
      venueId,
      tokenHash: tokenHash(randomBytes(32).toString('base64url')),
    });
  }
  await tx
    .update(organisation)
    .set({
      deviceActivationCode: DEMO_DEVICE_ACTIVATION_CODE,
      activatableDeviceCount: 50,
      activatedDeviceCount: devices.length,
    })
    .where(eq(organisation.id, orgId));
}

/**
 * The demo sports meets: the K12 school's autumn meet of this school year, ended, and its spring meet
 * at its playground, open for registration from March; the university's and the fitness centre's
 * next meets, not started. Each with the school meet's rules.
 */
export async function seedMeets(tx: Transaction, places: { k12: string; gx: string; nf: string; tenantOrgId: string }) {
  const [playground] = await tx.select({ id: venue.id }).from(venue).where(eq(venue.orgId, places.k12));
  const meets = [
    [places.k12, '2026 年秋季田径运动会', ['2026-09-14', '2026-09-25', '2026-10-15', '2026-10-16'], 'ended', 5],
    [places.k12, '2027 年春季田径运动会', ['2027-03-01', '2027-03-20', '2027-04-22', '2027-04-23'], 'notStarted', null],
    [places.gx, '第十届校园运动会', ['2027-03-15', '2027-04-05', '2027-04-20', '2027-04-22'], 'notStarted', null],
    [places.nf, '2027 全民健身运动会', ['2027-04-01', '2027-05-10', '2027-05-20', '2027-05-20'], 'notStarted', 20],
  ] as const;
  for (const [orgId, name, [registrationStart, registrationEnd, startDate, endDate], status, fee] of meets) {
    // Through the meet form's own rules: its defaults are the school meet's, and demo data is valid data.
    const form = meetSchema.parse({ name, registrationStart, registrationEnd, startDate, endDate, fee });
    await tx.insert(sportMeet).values({
      id: randomUUID(),
      orgId,
      tenantOrgId: places.tenantOrgId,
      ...form,
      venueIds: orgId === places.k12 && playground ? [playground.id] : [],
      status,
    });
  }
}
