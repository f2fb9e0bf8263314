import { currentOrgDetail } from '@school-sports/gateway-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { organisation, platformSetting } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Router } from '../http/router.ts';
import { DEFAULT_PLATFORM_NAME } from '../seed/demo.ts';

export function registerOrgRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  router.json(currentOrgDetail, async ({ caller }) => {
    const current = caller?.account;
    if (!current) throw new ApiError(403, 'auth.forbidden');
    const [org] = await db
      .select()
      .from(organisation)
      .where(and(eq(organisation.id, current.orgId), eq(organisation.tenantOrgId, current.tenantOrgId)));
    if (!org) throw new ApiError(404, 'request.notFound');
    const [parent] = org.parentId
      ? await db.select({ name: organisation.name }).from(organisation).where(eq(organisation.id, org.parentId))
      : [];
    const [platform] = await db.select().from(platformSetting).where(eq(platformSetting.key, 'platformName'));
    return {
      orgId: org.id,
      tenantOrgId: org.tenantOrgId,
      name: org.name,
      code: org.code,
      type: org.type,
      parentName: parent?.name ?? '',
      platformName: org.platformName ?? platform?.value ?? DEFAULT_PLATFORM_NAME,
      icon: org.icon ?? '',
      loginImg: org.loginImg ?? '',
      status: org.status,
    };
  });
}
