import { type DataOf, homeCounts } from '@school-sports/gateway-client/contract';
import { count, ne } from 'drizzle-orm';
import { grantedFunctions } from '../../auth/callers.ts';
import type { Database } from '../../db/index.ts';
import { account, device, organisation, schoolClass, student, teacher } from '../../db/schema.ts';
import type { Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { statusIs } from '../devices/devices.ts';

type HomeCounts = DataOf<typeof homeCounts>;

/** The list each count mirrors: a count is given only to a role that may open that list. */
const LISTS = {
  students: 'user/student',
  classes: 'org/class',
  teachers: 'user/teacher',
  devices: 'device',
  organisations: 'orgManage/orgInfo',
  users: 'user',
} as const;

export function registerHomeRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(homeCounts, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const granted = caller ? await grantedFunctions(db, caller, Object.values(LISTS)) : new Set<string>();
    const may = (list: keyof typeof LISTS) => granted.has(LISTS[list]);
    // Students and classes are counted within the classes the role reaches, as their lists show them.
    const reach = may('students') || may('classes') ? await tenant.classReach() : null;
    const answer: HomeCounts = {};
    if (may('students')) answer.students = await tenant.scoped(student).count(withinReach(reach, student.classId));
    if (may('classes')) {
      answer.classes = await tenant
        .scoped(schoolClass)
        .count(ne(schoolClass.status, 'graduated'), withinReach(reach, schoolClass.id));
    }
    if (may('teachers')) answer.teachers = await tenant.scoped(teacher).count();
    if (may('devices')) {
      const devices = tenant.scoped(device);
      answer.devices = { total: await devices.count(), online: await devices.count(statusIs('enabled', new Date())) };
    }
    if (may('organisations')) {
      const [row] = await db.select({ n: count() }).from(organisation).where(tenant.managedOrganisations);
      answer.organisations = row?.n ?? 0;
    }
    if (may('users')) answer.users = await tenant.scoped(account).count();
    return answer;
  });
}
