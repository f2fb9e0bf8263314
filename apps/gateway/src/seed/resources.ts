// Demo resource categories (issue 47): a short tree for the demo K12 school and the demo university,
// so that the category screen opens on something to order and file under.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { resourceCategory } from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A category and its subcategories, in order. */
type DemoCategory = readonly [name: string, children: readonly string[]];

const TREES: Record<'k12' | 'gx', readonly DemoCategory[]> = {
  k12: [
    ['体育与健康', ['课堂常规', '体能练习']],
    ['安全教育', []],
  ],
  gx: [
    ['公共体育', ['课程资料']],
    ['运动训练', []],
  ],
};

/** Seeds the demo trees of categories under the demo K12 school and university. */
export async function seedDemoCategories(
  tx: Transaction,
  places: { k12: string; gx: string; tenantOrgId: string },
): Promise<void> {
  for (const kind of ['k12', 'gx'] as const) {
    const place = { orgId: places[kind], tenantOrgId: places.tenantOrgId };
    for (const [index, [name, children]] of TREES[kind].entries()) {
      const id = randomUUID();
      await tx.insert(resourceCategory).values({ id, ...place, name, sortNum: index });
      for (const [childIndex, child] of children.entries()) {
        await tx
          .insert(resourceCategory)
          .values({ id: randomUUID(), ...place, parentId: id, name: child, sortNum: childIndex });
      }
    }
  }
}
