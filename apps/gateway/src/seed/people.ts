// Demo people of the README (issue 7): the K12 school's teachers, with the classes they teach, its
// students with their parents, and the fitness centre's citizens. Seeded with the rest of the demo
// data, in its transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  account,
  citizen,
  mobileLogin,
  parent,
  person,
  schoolClass,
  student,
  studentParent,
  teacher,
  teacherClass,
} from '../db/schema.ts';
import { insertAccount, insertPerson } from '../orgs/provision.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo teachers: two new PE teachers, and 陈老师 (multiuser), who already has an account; each is
 * the head teacher of one class.
 */
const demoTeachers = [
  {
    accountNum: 'multiuser',
    name: '陈老师',
    mobile: '',
    sex: 'female',
    employeeNumber: 'YG-001',
    certificateType: 'primary',
    classes: ['一年级1班'],
    headOf: '一年级1班',
  },
  {
    accountNum: 'k12teacher1',
    name: '张老师',
    mobile: '13800000101',
    sex: 'male',
    employeeNumber: 'YG-002',
    certificateType: 'primary',
    classes: ['一年级1班', '二年级1班'],
    headOf: '二年级1班',
  },
  {
    accountNum: 'k12teacher2',
    name: '刘老师',
    mobile: '13800000102',
    sex: 'female',
    employeeNumber: 'YG-003',
    certificateType: 'juniorSecondary',
    classes: ['三年级1班'],
    headOf: '三年级1班',
  },
] as const;

/**
 * The demo students of the K12 school: two in each of the first three grades' classes, each with a
 * parent; the two 林 children are siblings with one mother.
 */
const demoStudents = [
  { name: '林小雨', sex: 'female', number: 'YG2026001', className: '一年级1班', birthDate: '2019-04-12', parent: 0 },
  { name: '赵子涵', sex: 'male', number: 'YG2026002', className: '一年级1班', birthDate: '2019-07-30', parent: 1 },
  { name: '林小川', sex: 'male', number: 'YG2025001', className: '二年级1班', birthDate: '2018-02-03', parent: 0 },
  { name: '陈思远', sex: 'male', number: 'YG2025002', className: '二年级1班', birthDate: '2018-10-21', parent: 2 },
  { name: '黄佳怡', sex: 'female', number: 'YG2024001', className: '三年级1班', birthDate: '2017-05-16', parent: 3 },
  { name: '周明轩', sex: 'male', number: 'YG2024002', className: '三年级1班', birthDate: '2017-12-08', parent: 4 },
] as const;

/** The demo parents: a mobile each, signing in to the mobile app (no password until they set one). */
const demoParents = [
  { name: '林芳', sex: 'female', relationship: 'mother', mobile: '13700000001' },
  { name: '赵强', sex: 'male', relationship: 'father', mobile: '13700000002' },
  { name: '陈伟', sex: 'male', relationship: 'father', mobile: '13700000003' },
  { name: '黄丽', sex: 'female', relationship: 'mother', mobile: '13700000004' },
  { name: '周建国', sex: 'male', relationship: 'grandfather', mobile: '13700000005' },
] as const;

/** The demo citizens of the fitness centre. */
const demoCitizens = [
  { name: '孙健', sex: 'male', mobile: '13900000001', birthDate: '1985-03-12', address: '城市路 1 号' },
  { name: '周敏', sex: 'female', mobile: '13900000002', birthDate: '1992-11-05', address: '健身街 8 号' },
  { name: '吴涛', sex: 'male', mobile: '13900000003', birthDate: null, address: '' },
] as const;

/**
 * Seeds the demo teachers into the K12 school (each with the PE-teacher role and their classes) and
 * the demo citizens into the fitness centre.
 */
export async function seedDemoPeople(
  tx: Transaction,
  ids: { k12OrgId: string; nfOrgId: string; tenantOrgId: string; teacherRoleId: string; passwordHash: string },
): Promise<void> {
  const { k12OrgId, nfOrgId, tenantOrgId } = ids;
  for (const demo of demoTeachers) {
    let accountId: string;
    if (demo.accountNum === 'multiuser') {
      const [existing] = await tx
        .select({ id: account.id })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(and(eq(person.accountNum, demo.accountNum), eq(account.orgId, k12OrgId)));
      if (!existing) continue;
      accountId = existing.id;
    } else {
      const personId = await insertPerson(tx, {
        accountNum: demo.accountNum,
        mobile: demo.mobile,
        name: demo.name,
        passwordHash: ids.passwordHash,
      });
      accountId = await insertAccount(tx, {
        personId,
        orgId: k12OrgId,
        tenantOrgId,
        roleIds: [ids.teacherRoleId],
        isCurrent: true,
      });
    }
    const teacherId = randomUUID();
    await tx.insert(teacher).values({
      id: teacherId,
      orgId: k12OrgId,
      tenantOrgId,
      accountId,
      sex: demo.sex,
      employeeNumber: demo.employeeNumber,
      certificateType: demo.certificateType,
    });
    const classes = await tx
      .select({ id: schoolClass.id })
      .from(schoolClass)
      .where(and(eq(schoolClass.orgId, k12OrgId), inArray(schoolClass.name, [...demo.classes])));
    if (classes.length > 0) {
      await tx.insert(teacherClass).values(classes.map((entry) => ({ teacherId, classId: entry.id })));
    }
    await tx
      .update(schoolClass)
      .set({ headTeacherId: teacherId })
      .where(and(eq(schoolClass.orgId, k12OrgId), eq(schoolClass.name, demo.headOf)));
  }
  const parentIds = demoParents.map(() => randomUUID());
  await tx.insert(person).values(
    demoParents.map((demo) => ({
      id: randomUUID(),
      accountNum: demo.mobile,
      mobile: demo.mobile,
      name: demo.name,
      passwordHash: '!',
    })),
  );
  const parentPersons = await tx
    .select({ id: person.id, mobile: person.mobile })
    .from(person)
    .where(
      inArray(
        person.mobile,
        demoParents.map((demo) => demo.mobile),
      ),
    );
  await tx.insert(parent).values(
    demoParents.map((demo, index) => ({
      id: parentIds[index] as string,
      orgId: k12OrgId,
      tenantOrgId,
      personId: parentPersons.find((row) => row.mobile === demo.mobile)?.id as string,
      name: demo.name,
      sex: demo.sex,
      mobile: demo.mobile,
    })),
  );
  const schoolClasses = await tx
    .select({ id: schoolClass.id, name: schoolClass.name })
    .from(schoolClass)
    .where(eq(schoolClass.orgId, k12OrgId));
  for (const demo of demoStudents) {
    const classId = schoolClasses.find((entry) => entry.name === demo.className)?.id;
    if (!classId) continue;
    const studentId = randomUUID();
    await tx.insert(student).values({
      id: studentId,
      orgId: k12OrgId,
      tenantOrgId,
      classId,
      name: demo.name,
      sex: demo.sex,
      studentNumber: demo.number,
      birthDate: demo.birthDate,
    });
    const guardian = demoParents[demo.parent];
    await tx.insert(studentParent).values({
      studentId,
      parentId: parentIds[demo.parent] as string,
      relationship: guardian?.relationship ?? 'other',
    });
    // The demo students sign in to the mobile app with the demo password, as if activated.
    await tx.insert(mobileLogin).values({ id: randomUUID(), studentId, passwordHash: ids.passwordHash });
  }
  // So do the demo parents, by their mobile numbers.
  await tx
    .insert(mobileLogin)
    .values(parentPersons.map((row) => ({ id: randomUUID(), personId: row.id, passwordHash: ids.passwordHash })));
  await tx.insert(citizen).values(
    demoCitizens.map((demo) => ({
      id: randomUUID(),
      orgId: nfOrgId,
      tenantOrgId,
      name: demo.name,
      sex: demo.sex,
      mobile: demo.mobile,
      birthDate: demo.birthDate,
      address: demo.address,
    })),
  );
}
