// The demo organisations and the people who sign in to them: the README's accounts, their roles,
// and the structure staff are placed in.
import { randomUUID } from 'node:crypto';
import type { OrganisationType } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  account,
  college,
  department,
  departmentMember,
  major,
  organisation,
  person,
  role,
  roleMenu,
} from '../db/schema.ts';
import { grantableMenuIds, insertAccount, insertOrganisation, insertPerson } from '../orgs/provision.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
  const menus = (await grantableMenuIds(tx, 21)).filter((id) => /^k12:(#meet|sportsMeet(:.*)?)$/.test(id));
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
 * The demo organisations (the platform's management organisation at the root, one of each other
 * type below it, each with its built-in administrator role), a PE-teacher role in the K12 school,
 * the demo accounts of the README, the meet organiser, the management organisation's departments
 * and the university's colleges. Answers each organisation's id by key, and the teacher role.
 */
export async function seedDemoAccounts(
  tx: Transaction,
  passwordHash: string,
): Promise<{ orgIds: Map<string, string>; tenantOrgId: string; teacherRoleId: string }> {
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
  const teacherMenus = (await grantableMenuIds(tx, 21)).filter((id) =>
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
  return { orgIds, tenantOrgId, teacherRoleId };
}
