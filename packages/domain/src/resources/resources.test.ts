import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { validationIssues } from '../validation.ts';
import {
  bannerAddProblem,
  bannerSchema,
  carouselOn,
  categoryAddProblem,
  categoryDeleteProblem,
  categoryDepthProblem,
  categoryMoveProblem,
  categoryNameSchema,
  moveAmongSiblings,
  placeAmongSiblings,
} from './resources.ts';

/** The field and message of each problem of `input` against `schema`. */
function problems(schema: z.ZodMiniType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : validationIssues(parsed.error).map((issue) => ({ path: issue.path, id: issue.id }));
}

describe('a resource category', () => {
  it('takes a trimmed name of up to 20 characters', () => {
    expect(categoryNameSchema.parse('  田径教学 ')).toBe('田径教学');
    expect(categoryNameSchema.parse('类'.repeat(20))).toBe('类'.repeat(20));
  });

  it('refuses a blank name, a name of 21 characters and control characters', () => {
    expect(problems(categoryNameSchema, '  ')).toEqual([{ path: '', id: 'validation.category.nameRequired' }]);
    expect(problems(categoryNameSchema, '类'.repeat(21))).toEqual([{ path: '', id: 'validation.category.nameLength' }]);
    expect(problems(categoryNameSchema, 'a\u0000b')).not.toEqual([]);
  });

  it('are at most 200 in an organisation', () => {
    expect(categoryAddProblem(199)).toBeNull();
    expect(categoryAddProblem(200)).toBe('category.full');
  });

  it('goes three levels deep and no deeper', () => {
    expect(categoryDepthProblem(null)).toBeNull();
    expect(categoryDepthProblem(2)).toBeNull();
    expect(categoryDepthProblem(3)).toBe('validation.category.depth');
  });

  it('never moves under itself or its own descendants, and a moved branch must fit the depth', () => {
    expect(categoryMoveProblem({ id: 'a', newParentId: 'a', ancestorsOfNewParent: ['a'], branchHeight: 1 })).toBe(
      'validation.category.cycle',
    );
    expect(
      categoryMoveProblem({ id: 'a', newParentId: 'c', ancestorsOfNewParent: ['c', 'b', 'a'], branchHeight: 1 }),
    ).toBe('validation.category.cycle');
    expect(categoryMoveProblem({ id: 'a', newParentId: 'x', ancestorsOfNewParent: ['x', 'y'], branchHeight: 2 })).toBe(
      'validation.category.depth',
    );
    expect(categoryMoveProblem({ id: 'a', newParentId: 'x', ancestorsOfNewParent: ['x'], branchHeight: 2 })).toBeNull();
    expect(categoryMoveProblem({ id: 'a', newParentId: null, ancestorsOfNewParent: [], branchHeight: 3 })).toBeNull();
  });

  it('is deleted only without children and without content filed under it', () => {
    expect(categoryDeleteProblem({ children: 1, uses: 0 })).toBe('category.hasChildren');
    expect(categoryDeleteProblem({ children: 0, uses: 4 })).toBe('category.inUse');
    expect(categoryDeleteProblem({ children: 0, uses: 0 })).toBeNull();
  });
});

describe('moving among siblings', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveAmongSiblings(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveAmongSiblings(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
  });

  it('leaves the first going up, the last going down and a stranger where they are', () => {
    expect(moveAmongSiblings(['a', 'b'], 'a', 'up')).toEqual(['a', 'b']);
    expect(moveAmongSiblings(['a', 'b'], 'b', 'down')).toEqual(['a', 'b']);
    expect(moveAmongSiblings(['a', 'b'], 'z', 'up')).toEqual(['a', 'b']);
  });
});

describe('placing among siblings', () => {
  it('puts the dropped one just before or after its target, from either side', () => {
    expect(placeAmongSiblings(['a', 'b', 'c', 'd'], 'd', 'b', 'before')).toEqual(['a', 'd', 'b', 'c']);
    expect(placeAmongSiblings(['a', 'b', 'c', 'd'], 'a', 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(placeAmongSiblings(['a', 'b', 'c'], 'a', 'c', 'after')).toEqual(['b', 'c', 'a']);
    expect(placeAmongSiblings(['a', 'b', 'c'], 'c', 'a', 'before')).toEqual(['c', 'a', 'b']);
  });

  it('changes nothing for a drop on itself, beside where it already is, or with a stranger', () => {
    expect(placeAmongSiblings(['a', 'b', 'c'], 'b', 'b', 'after')).toEqual(['a', 'b', 'c']);
    expect(placeAmongSiblings(['a', 'b', 'c'], 'b', 'a', 'after')).toEqual(['a', 'b', 'c']);
    expect(placeAmongSiblings(['a', 'b', 'c'], 'z', 'a', 'before')).toEqual(['a', 'b', 'c']);
    expect(placeAmongSiblings(['a', 'b', 'c'], 'a', 'z', 'before')).toEqual(['a', 'b', 'c']);
  });
});

const banner = {
  imageId: 'file-1',
  title: ' 春季运动会 ',
  link: 'https://example.edu.cn/meet',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
};

describe('a banner as its form sends it', () => {
  it('takes an image, a title, an http(s) link and a period, enabled unless said otherwise', () => {
    expect(bannerSchema.parse(banner)).toEqual({ ...banner, title: '春季运动会', enabled: true });
    expect(bannerSchema.parse({ ...banner, link: 'http://example.edu.cn', enabled: false }).enabled).toBe(false);
  });

  it('refuses javascript:, data: and links without a scheme on the link field', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'example.edu.cn', 'ftp://example.edu.cn']) {
      expect(problems(bannerSchema, { ...banner, link })).toEqual([{ path: 'link', id: 'validation.link.protocol' }]);
    }
  });

  it('refuses a missing image, a blank or long title and a period that ends before it starts', () => {
    expect(problems(bannerSchema, { ...banner, imageId: '' })).toEqual([
      { path: 'imageId', id: 'validation.banner.image' },
    ]);
    expect(problems(bannerSchema, { ...banner, title: ' ' })).toEqual([
      { path: 'title', id: 'validation.banner.titleRequired' },
    ]);
    expect(problems(bannerSchema, { ...banner, title: '图'.repeat(31) })).toEqual([
      { path: 'title', id: 'validation.banner.titleLength' },
    ]);
    expect(problems(bannerSchema, { ...banner, endDate: '2026-02-28' })).toEqual([
      { path: 'endDate', id: 'validation.banner.periodOrder' },
    ]);
    expect(problems(bannerSchema, { ...banner, startDate: '2026-02-30' })).toEqual([
      { path: 'startDate', id: 'validation.banner.date' },
    ]);
  });

  it('shows for one day when it starts and ends on the same day', () => {
    expect(problems(bannerSchema, { ...banner, endDate: banner.startDate })).toEqual([]);
  });
});

describe('the banners of an organisation', () => {
  it('are at most five: the sixth is refused', () => {
    expect(bannerAddProblem(4)).toBeNull();
    expect(bannerAddProblem(5)).toBe('banner.full');
  });

  it('show in the carousel when enabled and in their period, in their order', () => {
    const shown = carouselOn(
      [
        { id: 'late', enabled: true, startDate: '2026-03-01', endDate: '2026-03-31', sortNum: 3 },
        { id: 'off', enabled: false, startDate: '2026-03-01', endDate: '2026-03-31', sortNum: 1 },
        { id: 'past', enabled: true, startDate: '2026-01-01', endDate: '2026-02-28', sortNum: 0 },
        { id: 'first', enabled: true, startDate: '2026-03-10', endDate: '2026-03-10', sortNum: 2 },
      ],
      '2026-03-10',
    );
    expect(shown.map((one) => one.id)).toEqual(['first', 'late']);
  });
});
