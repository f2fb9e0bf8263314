import { currentOrgDetail } from '@school-sports/gateway-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { organisation } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import type { Router } from '../http/router.ts';
import { platformName } from '../platform.ts';

export function registerOrgRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  router.json(currentOrgDetail, async ({ caller, request }) => {
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
    return {
      orgId: org.id,
      tenantOrgId: org.tenantOrgId,
      name: org.name,
      code: org.code,
      type: org.type,
      parentName: parent?.name ?? '',
      platformName: org.platformName ?? (await platformName(db, requestLocale(request))),
      icon: org.icon ?? '',
      loginImg: org.loginImg ?? '',
      status: org.status,
    };
  });
}
