import { randomBytes, randomUUID } from 'node:crypto';
import {
  catalogueEntries,
  gradeLabel,
  meetSchema,
  mobileCatalogueEntries,
  type OrganisationType,
  screenStatusOf,
  translateDomainMessage,
} from '@school-sports/domain';
import { count, eq } from 'drizzle-orm';
import { recountPhysiqueYears } from '../areas/physique/tallies.ts';
import { cachedHashOf } from '../auth/password.ts';
import { tokenHash } from '../auth/sessions.ts';
import type { Database } from '../db/index.ts';
import {
  academicYear,
  account,
  college,
  department,
  departmentMember,
  device,
  grade,
  major,
  menu,
  organisation,
  person,
  role,
  roleMenu,
  schoolClass,
  semester,
  sportMeet,
  venue,
} from '../db/schema.ts';
import { fromExcluded } from '../db/upsert.ts';
import { grantableMenuIds, insertAccount, insertOrganisation, insertPerson } from '../orgs/provision.ts';
import { seedClassTests } from './classTests.ts';
import { seedExercise } from './exercise.ts';
import { seedFitness, seedSelfTests } from './fitness.ts';
import { seedDemoArrangedMeet } from './meetArrangement.ts';
import { seedDemoMeetEvents } from './meetEvents.ts';
import { seedDemoMeetResults } from './meetResults.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoCategories } from './resources.ts';

/** The password of every demo account. Demo data only: change or remove it in production. */
export const DEMO_PASSWORD = 'Sport@2026';

/** Writes the menu catalogue: new entries are added, existing ones take the current names and screen status. */
export async function seedMenuCatalogue(db: Database): Promise<void> {
  const entries = [...catalogueEntries(), ...mobileCatalogueEntries()];
  for (let start = 0; start < entries.length; start += 200) {
    await db
      .insert(menu)
      .values(
        entries
          .slice(start, start + 200)
          .map((entry) => ({ ...entry, screenStatus: screenStatusOf(entry.menuType, entry.menuPath) })),
      )
      .onConflictDoUpdate({
        target: menu.id,
        set: fromExcluded(menu, [
          'pid',
          'menuPath',
          'permission',
          'sortNum',
          'nameZhCn',
          'nameZhTw',
          'nameEnUs',
          'screenStatus',
        ]),
      });
  }
}

interface DemoOrganisation {
  key: string;
  name: string;
  code: string;
  type: OrganisationType;
}

const demoOrganisations: DemoOrganisation[] = [
  { key: 'admin', name: '市教育局体育管理中心', code: '01', type: 10 },
  { key: 'k12', name: '阳光实验小学', code: '21', type: 21 },
  { key: 'gx', name: '东方体育大学', code: '22', type: 22 },
  { key: 'nf', name: '城市全民健身中心', code: '41', type: 41 },
  { key: 'ent', name: '星辰科技有限公司', code: '30', type: 30 },
];

/** The demo accounts of the README: account name, mobile, name, and the organisations they belong to. */
const demoPeople = [
  { accountNum: 'sysadmin', mobile: '13800000010', name: '平台管理员', orgs: ['admin'] },
  { accountNum: 'k12admin', mobile: '13800000021', name: '王校长', orgs: ['k12'] },
  { accountNum: 'gxadmin', mobile: '13800000022', name: '李处长', orgs: ['gx'] },
  { accountNum: 'nfadmin', mobile: '13800000041', name: '赵主任', orgs: ['nf'] },
  { accountNum: 'entadmin', mobile: '13800000030', name: '钱经理', orgs: ['ent'] },
  { accountNum: 'multiuser', mobile: '13800000099', name: '陈老师', orgs: ['k12', 'gx'] },
] as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a demo row belongs: its organisation, and the tenant of the platform that organisation is in. */
interface DemoPlace {
  orgId: string;
  tenantOrgId: string;
}

/**
 * The demo K12 school's structure: the academic year 2026-2027 with its autumn (current) and spring
 * semesters, grades 1 to 6, and class 1 of each grade.
 */
async function seedSchoolStructure(tx: Transaction, { orgId, tenantOrgId }: DemoPlace): Promise<void> {
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
async function seedDevices(tx: Transaction, { orgId, tenantOrgId }: DemoPlace): Promise<void> {
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
async function seedMeets(tx: Transaction, places: { k12: string; gx: string; nf: string; tenantOrgId: string }) {
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

/**
 * The demo management organisation's departments (体育科 with the platform administrator, 教研室 with
 * a staff member) and a second staff member in no department; the demo university's colleges, each
 * with a major. The staff members hold no role: they are people to place in departments.
 */
async function seedStructure(
  tx: Transaction,
  ids: { adminOrgId: string; sysadminAccountId: string; gxOrgId: string; passwordHash: string },
): Promise<void> {
  const { adminOrgId, gxOrgId } = ids;
  const staff: string[] = [];
  for (const [accountNum, name] of [
    ['adminstaff1', '刘科员'],
    ['adminstaff2', '周干事'],
  ] as const) {
    const personId = randomUUID();
    await tx.insert(person).values({ id: personId, accountNum, name, passwordHash: ids.passwordHash });
    const accountId = randomUUID();
    await tx.insert(account).values({ id: accountId, personId, orgId: adminOrgId, tenantOrgId: adminOrgId });
    staff.push(accountId);
  }
  const departments = [
    { name: '体育科', code: '01', member: ids.sysadminAccountId },
    { name: '教研室', code: '02', member: staff[0] as string },
  ];
  for (const [index, entry] of departments.entries()) {
    const departmentId = randomUUID();
    await tx.insert(department).values({
      id: departmentId,
      orgId: adminOrgId,
      tenantOrgId: adminOrgId,
      name: entry.name,
      code: entry.code,
      sortNum: index + 1,
    });
    await tx
      .insert(departmentMember)
      .values({ accountId: entry.member, departmentId, orgId: adminOrgId, tenantOrgId: adminOrgId });
  }
  const colleges = [
    { name: '体育教育学院', code: '01', major: { name: '体育教育', code: '040201' } },
    { name: '运动科学学院', code: '02', major: { name: '运动康复', code: '040206' } },
  ];
  for (const [index, entry] of colleges.entries()) {
    const collegeId = randomUUID();
    await tx.insert(college).values({
      id: collegeId,
      orgId: gxOrgId,
      tenantOrgId: adminOrgId,
      name: entry.name,
      code: entry.code,
      sortNum: index + 1,
    });
    await tx.insert(major).values({
      id: randomUUID(),
      orgId: gxOrgId,
      tenantOrgId: adminOrgId,
      collegeId,
      name: entry.major.name,
      code: entry.major.code,
      studyYears: 4,
    });
  }
}

/**
 * The K12 school's meet organiser (`meetadmin`, 孙老师): a role holding the sports meets and every
 * button of theirs and nothing else, so that sign-in takes it to the single frame.
 */
async function seedMeetOrganiser(
  tx: Transaction,
  { orgId, tenantOrgId, passwordHash }: { orgId: string; tenantOrgId: string; passwordHash: string },
) {
  const roleId = randomUUID();
  await tx.insert(role).values({
    id: roleId,
    orgId,
    tenantOrgId,
    name: '运动会管理员',
    type: '101001',
    remark: '只管理运动会：报名、编排、成绩和证书',
  });
  const menus = grantableMenuIds(21).filter((id) => /^k12:(#meet|sportsMeet(:.*)?)$/.test(id));
  await tx.insert(roleMenu).values(menus.map((menuId) => ({ roleId, menuId, tenantOrgId })));
  const personId = await insertPerson(tx, {
    accountNum: 'meetadmin',
    mobile: '13800000103',
    name: '孙老师',
    passwordHash,
  });
  await insertAccount(tx, { personId, orgId, tenantOrgId, roleIds: [roleId], isCurrent: true });
}

/**
 * On first start (no organisation yet), seeds one organisation of each type with its built-in
 * administrator role, a PE-teacher role in the K12 school, and the demo accounts. One transaction:
 * a crash leaves nothing half-seeded.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisation);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await cachedHashOf(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgIds = new Map<string, string>();
    const adminRoles = new Map<string, string>();
    // The platform's management organisation is the root; the other demo organisations are below it,
    // in its tenant, as organisations the platform adds in organisation management are.
    const platformId = randomUUID();
    for (const demo of demoOrganisations) {
      const id = demo.key === 'admin' ? platformId : randomUUID();
      orgIds.set(demo.key, id);
      const { adminRoleId } = await insertOrganisation(tx, {
        id,
        tenantOrgId: platformId,
        parentId: demo.key === 'admin' ? null : platformId,
        name: demo.name,
        code: demo.code,
        type: demo.type,
      });
      adminRoles.set(demo.key, adminRoleId);
    }
    const k12 = orgIds.get('k12') as string;
    const tenantOrgId = platformId;
    await seedSchoolStructure(tx, { orgId: k12, tenantOrgId });
    await seedDevices(tx, { orgId: k12, tenantOrgId });
    const teacherRoleId = randomUUID();
    await tx.insert(role).values({
      id: teacherRoleId,
      orgId: k12,
      tenantOrgId,
      name: '体育教师',
      type: '101001',
      remark: '查看班级和学生，组织测试',
      dataScope: 'classes',
    });
    const teacherMenus = grantableMenuIds(21).filter((id) =>
      /^k12:(#org|#user|#test|#teaching|org\/class|user\/student|user\/student:export|organizeTest\/.*|selfTest\/testRecord|exerciseRecord|sportsHomework\/homeworkManagement(:add|:edit|:export)?)$/.test(
        id,
      ),
    );
    await tx.insert(roleMenu).values(teacherMenus.map((menuId) => ({ roleId: teacherRoleId, menuId, tenantOrgId })));

    let sysadminAccountId = '';
    for (const demo of demoPeople) {
      const personId = await insertPerson(tx, {
        accountNum: demo.accountNum,
        mobile: demo.mobile,
        name: demo.name,
        passwordHash,
      });
      for (const [index, orgKey] of demo.orgs.entries()) {
        const orgId = orgIds.get(orgKey) as string;
        const multi = demo.accountNum === 'multiuser';
        const roleIds =
          multi && orgKey === 'k12'
            ? [adminRoles.get('k12') as string, teacherRoleId]
            : [adminRoles.get(orgKey) as string];
        const accountId = await insertAccount(tx, {
          personId,
          orgId,
          tenantOrgId,
          roleIds,
          isCurrent: index === 0,
        });
        if (demo.accountNum === 'sysadmin') sysadminAccountId = accountId;
        // Each demo organisation's own administrator is its admin account (organisation management shows it).
        if (!multi) await tx.update(organisation).set({ adminAccountId: accountId }).where(eq(organisation.id, orgId));
      }
    }
    // After the demo people: each organisation's administrator stays its first account.
    await seedMeetOrganiser(tx, { orgId: k12, tenantOrgId, passwordHash });
    await seedStructure(tx, {
      adminOrgId: orgIds.get('admin') as string,
      sysadminAccountId,
      gxOrgId: orgIds.get('gx') as string,
      passwordHash,
    });
    await seedMeets(tx, { k12, gx: orgIds.get('gx') as string, nf: orgIds.get('nf') as string, tenantOrgId });
    await seedDemoCategories(tx, { k12, gx: orgIds.get('gx') as string, tenantOrgId });
    await seedDemoPeople(tx, {
      k12OrgId: k12,
      nfOrgId: orgIds.get('nf') as string,
      tenantOrgId,
      teacherRoleId,
      passwordHash,
    });
    await seedFitness(tx, { orgId: k12, tenantOrgId });
    await seedSelfTests(tx, { orgId: k12, tenantOrgId });
    await seedExercise(tx, { orgId: k12, tenantOrgId });
    await seedClassTests(tx, { orgId: k12, tenantOrgId });
    await seedDemoMeetEvents(tx, { orgId: k12, tenantOrgId });
    await seedDemoArrangedMeet(tx, { orgId: k12, tenantOrgId });
    await seedDemoMeetResults(tx, { orgId: k12, tenantOrgId });
  });
  // The demo's physique years are counted now, not at the recount job's first run, so a district's
  // summary shows them from the first start.
  await recountPhysiqueYears(db, Number.MAX_SAFE_INTEGER);
  return true;
}
