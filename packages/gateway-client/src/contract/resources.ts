// Resource categories and carousel banners (issue 47): the `wikiManagement/ResClassification`
// screen of the k12 and gx frames, a tree of categories the school's content is filed under, and
// the `banner/bannerConfig` screen of the admin, k12, nf and gx frames, at most five carousel banners
// the mobile app shows.
import { bannerFields, bannerPeriodInOrder, categoryNameSchema, statusesOf, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { optionalRecordId, recordId } from './fields.ts';
import * as call from './screen.ts';

/** Which way a record moves among its siblings: one place up or down. */
export const moveDirection = z.enum(['up', 'down'], { error: 'validation.move.direction' });

/** A category as the tree lists it; the client builds the tree from `parentId`. */
export const categoryRecord = z.object({
  categoryId: z.string(),
  /** `''` for a category at the top level. */
  parentId: z.string(),
  name: z.string(),
  sortNum: z.int(),
  childCount: z.int(),
  /** The content filed under it (none until the wiki and the lesson resources file theirs). */
  useCount: z.int(),
});

/** What the add and edit forms of a category send: its parent (`''` for the top) and its name. */
const categoryFields = {
  parentId: optionalRecordId('category.notFound'),
  name: categoryNameSchema,
};

const categoryScreen = call.screen(
  'category',
  'wikiManagement/ResClassification',
  { categoryId: recordId('category.notFound') },
  'resourceCategory',
);

/** `GET /api/busi/web/resourceCategory/list`: every category of the organisation. */
export const categoryList = call.list(
  categoryScreen,
  categoryRecord,
  'The resource categories of the organisation as flat records with parentId, in sibling order',
);

/** `POST /api/busi/web/resourceCategory/add`: a new category, last among its siblings. */
export const categoryAdd = call.add(
  categoryScreen,
  categoryFields,
  'Add a resource category under a parent (at most three levels), its name unique among its siblings',
);

/** `POST /api/busi/web/resourceCategory/edit`: a category renamed or moved under another parent. */
export const categoryEdit = call.edit(
  categoryScreen,
  categoryFields,
  'Rename a resource category or move it under another parent, never into its own branch',
);

/** `POST /api/busi/web/resourceCategory/move`: a category one place up or down among its siblings. */
export const categoryMove = call.write(categoryScreen, 'Move', 'move', 'edit', {
  request: z.object({ categoryId: recordId('category.notFound'), direction: moveDirection }),
  data: z.null(),
  summary: 'Move a resource category one place up or down among its siblings',
});

/** `POST /api/busi/web/resourceCategory/delete`: a category without children or content, deleted. */
export const categoryDelete = call.remove(
  categoryScreen,
  'Delete a resource category that has no subcategories and no content filed under it',
);

/** A banner's status: enabled (shown in its period) or disabled. */
export const bannerStatus = z.enum(statusesOf('enablement') as ['enabled', 'disabled'], {
  error: 'validation.status.value',
});

/** A banner as its list, its details and its form show it. */
export const bannerRecord = z.object({
  bannerId: z.string(),
  /** The stored image's id, read through `fileRead`. */
  imageId: z.string(),
  title: z.string(),
  link: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sortNum: z.int(),
  status: bannerStatus,
});

const bannerScreen = call.screen('banner', 'banner/bannerConfig', { bannerId: recordId('banner.notFound') });

/** `GET /api/busi/web/banner/list`: the organisation's banners (at most five), in carousel order. */
export const bannerList = call.list(bannerScreen, bannerRecord, 'The organisation’s banners, at most five, in order');

/** `GET /api/busi/web/banner/detail`: one banner. */
export const bannerDetail = call.detail(bannerScreen, bannerRecord, 'One banner of the organisation');

/** `POST /api/busi/web/banner/add`: a new banner, last in the carousel; the sixth is refused. */
export const bannerAdd = call.write(bannerScreen, 'Add', 'add', 'add', {
  request: withChecks(z.object(bannerFields), bannerPeriodInOrder),
  data: z.object({ bannerId: z.string() }),
  summary: 'Add a banner with an uploaded image, a title, an http(s) link and a period; at most five',
});

/** `POST /api/busi/web/banner/edit`: a banner changed. */
export const bannerEdit = call.write(bannerScreen, 'Edit', 'edit', 'edit', {
  request: withChecks(z.object({ bannerId: recordId('banner.notFound'), ...bannerFields }), bannerPeriodInOrder),
  data: z.null(),
  summary: 'Edit a banner: its image, title, link, period and enabled state',
});

/** `POST /api/busi/web/banner/move`: a banner one place earlier or later in the carousel. */
export const bannerMove = call.write(bannerScreen, 'Move', 'move', 'edit', {
  request: z.object({ bannerId: recordId('banner.notFound'), direction: moveDirection }),
  data: z.null(),
  summary: 'Move a banner one place earlier or later in the carousel',
});

/** `POST /api/busi/web/banner/place`: a banner dropped just before or after another in the carousel. */
export const bannerPlace = call.write(bannerScreen, 'Place', 'place', 'edit', {
  request: z.object({
    bannerId: recordId('banner.notFound'),
    targetId: recordId('banner.notFound'),
    position: z.enum(['before', 'after'], { error: 'validation.move.position' }),
  }),
  data: z.null(),
  summary: 'Place a banner just before or after another in the carousel (a drag and drop)',
});

/** `POST /api/busi/web/banner/status`: a banner enabled or disabled. */
export const bannerSetStatus = call.setStatus(bannerScreen, bannerStatus, 'Enable or disable a banner');

/** `POST /api/busi/web/banner/delete`: a banner deleted, with its image. */
export const bannerDelete = call.remove(bannerScreen, 'Delete a banner and its image');
