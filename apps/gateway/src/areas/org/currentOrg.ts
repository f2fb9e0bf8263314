// The current organisation (every frame): its own settings, brand images and file storage; its
// code, type and parent are set by whoever manages it.
import { BRAND_IMAGE_PATH, currentOrgDetail, currentOrgEdit } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { organisation, storedFile } from '../../db/schema.ts';
import { usedBytes } from '../../files/stored.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { platformName } from '../../platform.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';

/** An address of a file stored here: `/api/uc/oss/file/{id}` as uploaded, or its brand address. */
const STORED_FILE_URL = /^\/api\/uc\/oss\/(?:file|brand)\/([^/?#]+)$/;

/**
 * The icon or sign-in image to store: blank as null, an address elsewhere as given, and a file stored
 * here, which must be an image of the organisation, as its public brand address (the sign-in page
 * reads it before anyone signs in). A file address naming anything else is a file not found.
 */
async function brandImageOf(tenant: TenantWrite, value: string): Promise<string | null> {
  if (value === '') return null;
  if (!/^\/api\/uc\/oss\/(?:file|brand)\//.test(value)) return value;
  const fileId = STORED_FILE_URL.exec(value)?.[1];
  if (!fileId) throw new ApiError(404, 'file.notFound');
  const [file] = await tenant.db
    .select({ contentType: storedFile.contentType })
    .from(storedFile)
    .where(tenant.scoped(storedFile).where(eq(storedFile.id, fileId)));
  if (!file?.contentType.startsWith('image/')) throw new ApiError(404, 'file.notFound');
  return `${BRAND_IMAGE_PATH}${fileId}`;
}

export function registerCurrentOrgRoutes(router: Router, deps: { db: Database; quotaBytes: number }): void {
  const { db, quotaBytes } = deps;
  const data = dataLayer(db);

  router.json(currentOrgDetail, async ({ caller, request }) => {
    const [org] = await db.select().from(organisation).where(data.tenant(caller).organisation);
    if (!org) throw new ApiError(404, 'organisation.notFound');
    const [parentRow] = org.parentId
      ? await db.select({ name: organisation.name }).from(organisation).where(eq(organisation.id, org.parentId))
      : [];
    return {
      orgId: org.id,
      tenantOrgId: org.tenantOrgId,
      name: org.name,
      code: org.code,
      type: org.type,
      parentName: parentRow?.name ?? '',
      platformName: org.platformName ?? (await platformName(db, requestLocale(request))),
      ownPlatformName: org.platformName ?? '',
      icon: org.icon ?? '',
      loginImg: org.loginImg ?? '',
      status: org.status,
      contactName: org.contactName,
      contactPhone: org.contactPhone,
      address: org.address,
      longitude: org.longitude,
      latitude: org.latitude,
      storageUsedBytes: await usedBytes(db, org.id),
      storageQuotaBytes: quotaBytes,
    };
  });

  router.json(currentOrgEdit, async ({ caller, input }) => {
    await data.write(caller, async (tenant) => {
      const icon = await brandImageOf(tenant, input.icon);
      const loginImg = await brandImageOf(tenant, input.loginImg);
      await tenant.db
        .update(organisation)
        .set({
          name: input.name,
          icon,
          loginImg,
          // Blank: the platform's default name, in each reader's language (getSimpleInfo, getUInfo).
          platformName: input.platformName || null,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          address: input.address,
          longitude: input.longitude,
          latitude: input.latitude,
        })
        .where(tenant.organisation);
    });
    return null;
  });
}
