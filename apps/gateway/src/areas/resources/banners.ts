// Carousel banners (issue 47): the `banner/bannerConfig` screen of the admin, k12, nf and gx frames.
// At most five per organisation (SPEC 9), counted inside the write that holds the organisation's
// lock so that two adds at once cannot make a sixth; each shows an uploaded image of kind `banner`
// of the organisation, which goes with the last banner showing it.
import { randomUUID } from 'node:crypto';
import { bannerAddProblem, checkTransition, moveAmongSiblings, placeAmongSiblings } from '@school-sports/domain';
import {
  bannerAdd,
  bannerDelete,
  bannerDetail,
  bannerEdit,
  bannerList,
  bannerMove,
  bannerPlace,
  bannerSetStatus,
  type DataOf,
} from '@school-sports/gateway-client/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { banner } from '../../db/schema.ts';
import { checkAttachable, dropUnheldFiles } from '../../files/held.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type ScopedTable, type TenantWrite } from '../../tenancy/scoped.ts';

type BannerRecord = DataOf<typeof bannerDetail>;

const CAROUSEL_ORDER = [asc(banner.sortNum), asc(banner.createdAt), asc(banner.id)];

function recordOf(row: typeof banner.$inferSelect): BannerRecord {
  return {
    bannerId: row.id,
    imageId: row.imageId,
    title: row.title,
    link: row.link,
    startDate: row.startDate,
    endDate: row.endDate,
    sortNum: row.sortNum,
    status: row.enabled ? 'enabled' : 'disabled',
  };
}

/** Refuses an image that is not a banner image uploaded to the organisation. */
function checkImage(tenant: TenantWrite, fileId: string): Promise<void> {
  return checkAttachable(tenant, [{ fileId, kinds: ['banner'], field: 'imageId' }], {
    message: 'validation.banner.image',
    status: 404,
  });
}

/** Removes a banner image no banner shows any more. */
function dropImage(tenant: TenantWrite, fileId: string): Promise<void> {
  return dropUnheldFiles(tenant, [fileId]);
}

export function registerBannerRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  // At most five rows: the list is never paged.
  router.json(bannerList, async ({ caller }) =>
    (await data.scoped(banner, caller).list({ orderBy: CAROUSEL_ORDER })).map(recordOf),
  );

  router.json(bannerDetail, async ({ caller, input }) =>
    recordOf(await data.scoped(banner, caller).one(input.bannerId, 'banner.notFound')),
  );

  router.json(bannerAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const banners = await tenant.scoped(banner).list({ orderBy: CAROUSEL_ORDER });
      const full = bannerAddProblem(banners.length);
      if (full) throw new ApiError(409, full);
      await checkImage(tenant, input.imageId);
      const bannerId = randomUUID();
      const { imageId, title, link, startDate, endDate, enabled } = input;
      await tenant.db.insert(banner).values({
        id: bannerId,
        ...tenant.values,
        ...{ imageId, title, link, startDate, endDate, enabled },
        sortNum: banners.reduce((last, one) => Math.max(last, one.sortNum + 1), 0),
      });
      return { bannerId };
    }),
  );

  router.json(bannerEdit, async ({ caller, input }) =>
    data.writeRow(caller, banner, input.bannerId, 'banner.notFound', async (existing, banners, tenant) => {
      await checkImage(tenant, input.imageId);
      const { imageId, title, link, startDate, endDate, enabled } = input;
      await banners.update(existing.id, { imageId, title, link, startDate, endDate, enabled });
      if (existing.imageId !== imageId) await dropImage(tenant, existing.imageId);
      return null;
    }),
  );

  router.json(bannerMove, async ({ caller, input }) =>
    data.writeRow(caller, banner, input.bannerId, 'banner.notFound', async (existing, banners) => {
      const carousel = await banners.list({ orderBy: CAROUSEL_ORDER });
      await reorder(
        banners,
        carousel,
        moveAmongSiblings(
          carousel.map((one) => one.id),
          existing.id,
          input.direction,
        ),
      );
      return null;
    }),
  );

  // A drop names its target: one of the organisation's own banners, or it is not found.
  router.json(bannerPlace, async ({ caller, input }) =>
    data.writeRow(caller, banner, input.bannerId, 'banner.notFound', async (existing, banners) => {
      const carousel = await banners.list({ orderBy: CAROUSEL_ORDER });
      if (!carousel.some((one) => one.id === input.targetId)) {
        throw new ApiError(404, 'banner.notFound', { field: 'targetId' });
      }
      await reorder(
        banners,
        carousel,
        placeAmongSiblings(
          carousel.map((one) => one.id),
          existing.id,
          input.targetId,
          input.position,
        ),
      );
      return null;
    }),
  );

  router.json(bannerSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, banner, input.bannerId, 'banner.notFound', async (existing, banners) => {
      const check = checkTransition('enablement', existing.enabled ? 'enabled' : 'disabled', input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await banners.update(existing.id, { enabled: input.status === 'enabled' });
      return null;
    }),
  );

  router.json(bannerDelete, async ({ caller, input }) =>
    data.writeRow(caller, banner, input.bannerId, 'banner.notFound', async (existing, banners, tenant) => {
      await banners.delete(existing.id);
      await dropImage(tenant, existing.imageId);
      return null;
    }),
  );
}

/** Numbers the carousel in `order` from 0, writing only the banners whose place changed. */
async function reorder(
  banners: ScopedTable<typeof banner>,
  carousel: readonly { id: string; sortNum: number }[],
  order: readonly string[],
): Promise<void> {
  for (const [index, id] of order.entries()) {
    if (carousel[index]?.id !== id || carousel[index]?.sortNum !== index) await banners.update(id, { sortNum: index });
  }
}
