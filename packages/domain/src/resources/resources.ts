import * as z from 'zod/mini';
import { withChecks } from '../schema.ts';
import { isIsoDate } from '../school-year.ts';
import { notBlank, plainText } from '../text.ts';
import { linkSchema } from '../validation.ts';

/**
 * The bounds of resource categories and banners. SPEC gives names at most 20 characters and at most
 * 5 carousel banners (SPEC 9); the depth of the category tree is ours: three levels (a subject, a
 * topic, a sub-topic) are enough for a school's wiki and keep the tree readable on a phone.
 */
export const RESOURCE_LIMITS = {
  categoryName: 20,
  categoryDepth: 3,
  /** A school files its content under tens of categories; the cap keeps the whole tree one short list. */
  categoriesPerOrganisation: 200,
  bannerTitle: 30,
  bannersPerOrganisation: 5,
} as const;

/*#__NO_SIDE_EFFECTS__*/
function requiredName(
  requiredId: 'validation.category.nameRequired' | 'validation.banner.titleRequired',
  max: number,
  lengthId: 'validation.category.nameLength' | 'validation.banner.titleLength',
) {
  return withChecks(
    z.string({ error: requiredId }),
    z.trim(),
    z.minLength(1, { error: requiredId, abort: true }),
    notBlank(requiredId),
    plainText(),
    z.maxLength(max, lengthId),
  );
}

/** A category's name: required, trimmed, plain, at most {@link RESOURCE_LIMITS}' `categoryName` characters. */
export const categoryNameSchema = requiredName(
  'validation.category.nameRequired',
  RESOURCE_LIMITS.categoryName,
  'validation.category.nameLength',
);

/**
 * The level a new child of `parentDepth` would sit on (a top category is on level 1), or the reason
 * it may not: the tree stops at {@link RESOURCE_LIMITS}' `categoryDepth`.
 */
export function categoryDepthProblem(parentDepth: number | null): 'validation.category.depth' | null {
  const level = (parentDepth ?? 0) + 1;
  return level > RESOURCE_LIMITS.categoryDepth ? 'validation.category.depth' : null;
}

/** Why an organisation holding `count` categories may not add one, or null. */
export function categoryAddProblem(count: number): 'category.full' | null {
  return count >= RESOURCE_LIMITS.categoriesPerOrganisation ? 'category.full' : null;
}

/**
 * Whether a category may move under `newParentId`: never under itself or one of its own
 * descendants (that would cut the branch off the tree), and the moved branch must still fit in the
 * depth. `ancestorsOfNewParent` runs from the new parent up to the root (the parent included);
 * `branchHeight` is 1 for a leaf, 2 for a category with children, and so on.
 */
export function categoryMoveProblem(move: {
  id: string;
  newParentId: string | null;
  ancestorsOfNewParent: readonly string[];
  branchHeight: number;
}): 'validation.category.cycle' | 'validation.category.depth' | null {
  if (move.newParentId !== null && (move.newParentId === move.id || move.ancestorsOfNewParent.includes(move.id)))
    return 'validation.category.cycle';
  const parentDepth = move.newParentId === null ? 0 : move.ancestorsOfNewParent.length;
  return parentDepth + move.branchHeight > RESOURCE_LIMITS.categoryDepth ? 'validation.category.depth' : null;
}

/**
 * Why a category cannot be deleted, or null: children hang on it, or content (wiki articles,
 * lesson resources) is filed under it and would be lost without a category.
 */
export function categoryDeleteProblem(usage: {
  children: number;
  uses: number;
}): 'category.hasChildren' | 'category.inUse' | null {
  if (usage.children > 0) return 'category.hasChildren';
  if (usage.uses > 0) return 'category.inUse';
  return null;
}

/**
 * The order of siblings after moving `id` one place up or down; the same order when it is already
 * first (up) or last (down), or not among them.
 */
export function moveAmongSiblings<Id>(ids: readonly Id[], id: Id, direction: 'up' | 'down'): Id[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to] as Id, order[at] as Id];
  return order;
}

/**
 * The order of siblings after placing `id` just before or after `target` (a drop in a reordered
 * list); the same order when either is not among them or they are one.
 */
export function placeAmongSiblings<Id>(ids: readonly Id[], id: Id, target: Id, position: 'before' | 'after'): Id[] {
  if (id === target || !ids.includes(id) || !ids.includes(target)) return [...ids];
  const order = ids.filter((one) => one !== id);
  const at = order.indexOf(target) + (position === 'after' ? 1 : 0);
  order.splice(at, 0, id);
  return order;
}

const day = withChecks(
  z.string({ error: 'validation.banner.date' }),
  z.maxLength(10, { error: 'validation.banner.date', abort: true }),
  z.refine((value: string) => isIsoDate(value), 'validation.banner.date'),
  plainText(),
);

/**
 * A banner's fields as its form sends them: the uploaded image's file id, a title, the link the
 * mobile app opens (http or https only, SPEC 5: `javascript:` and every other scheme are refused by
 * {@link linkSchema}), the days it shows (`YYYY-MM-DD`, both included) and whether it is enabled.
 */
export const bannerFields = {
  imageId: withChecks(
    z.string({ error: 'validation.banner.image' }),
    z.minLength(1, 'validation.banner.image'),
    z.maxLength(64, 'validation.banner.image'),
    plainText(),
  ),
  title: requiredName('validation.banner.titleRequired', RESOURCE_LIMITS.bannerTitle, 'validation.banner.titleLength'),
  link: linkSchema,
  startDate: day,
  endDate: day,
  enabled: z._default(z.boolean({ error: 'validation.banner.enabled' }), true),
};

/** A banner's period in order: it may not end before it starts (the same day is fine). */
export const bannerPeriodInOrder = z.superRefine((banner: { startDate: string; endDate: string }, context) => {
  if (isIsoDate(banner.startDate) && isIsoDate(banner.endDate) && banner.endDate < banner.startDate)
    context.addIssue({ code: 'custom', message: 'validation.banner.periodOrder', path: ['endDate'], input: banner });
});

/** A banner's form: {@link bannerFields} with its period in order. */
export const bannerSchema = withChecks(z.object(bannerFields), bannerPeriodInOrder);

/** Why an organisation holding `count` banners may not add one, or null (SPEC 9: at most 5). */
export function bannerAddProblem(count: number): 'banner.full' | null {
  return count >= RESOURCE_LIMITS.bannersPerOrganisation ? 'banner.full' : null;
}

/** What the carousel needs to know of a banner. */
export interface CarouselBanner {
  enabled: boolean;
  startDate: string;
  endDate: string;
  sortNum: number;
}

/**
 * The banners the mobile app's carousel shows on `today` (`YYYY-MM-DD`): the enabled ones whose
 * period holds the day, in their order.
 */
export function carouselOn<Banner extends CarouselBanner>(banners: readonly Banner[], today: string): Banner[] {
  return banners
    .filter((banner) => banner.enabled && banner.startDate <= today && today <= banner.endDate)
    .sort((a, b) => a.sortNum - b.sortNum);
}
