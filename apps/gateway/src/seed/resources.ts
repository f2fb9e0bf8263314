// Demo resource categories (issue 47): a short tree for the demo K12 school and the demo university,
// so that the category screen opens on something to order and file under; and three published wiki
// articles of the K12 school filed under its categories, found by their two-character words.
import { randomUUID } from 'node:crypto';
import { searchBigrams, searchNormalised } from '@school-sports/domain';
import { sanitiseBody } from '../areas/resources/wikiHtml.ts';
import type { Database } from '../db/index.ts';
import { resourceCategory, wikiArticle } from '../db/schema.ts';

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

/** The K12 school's demo articles: their category, title, tags and body. */
const ARTICLES: readonly { category: string; title: string; tags: string[]; body: string }[] = [
  {
    category: '课堂常规',
    title: '体育课堂常规要求',
    tags: ['常规', '课堂'],
    body:
      '<h2>课前</h2><p>提前五分钟到达操场，穿运动服和运动鞋，不佩戴尖锐饰物。</p>' +
      '<h2>课中</h2><ul><li>听从口令，按队形集合。</li><li>热身充分后再进行练习。</li></ul>' +
      '<p>身体不适请及时报告老师。</p>',
  },
  {
    category: '体能练习',
    title: '一分钟跳绳练习方法',
    tags: ['跳绳', '体能'],
    body:
      '<p>跳绳是<strong>体质测试</strong>项目之一，每天练习十分钟即可明显提高成绩。</p>' +
      '<ol><li>先练单摇并脚跳，保持节奏。</li><li>手腕发力，肘部贴近身体。</li><li>每组一分钟，组间休息三十秒。</li></ol>',
  },
  {
    category: '安全教育',
    title: '运动中的安全防护',
    tags: ['安全'],
    body:
      '<p>运动前检查场地和器材，雨天注意<em>防滑</em>。</p>' +
      '<p>发生扭伤时立即停止运动，冷敷并报告老师。更多知识见 ' +
      '<a href="https://www.moe.gov.cn/">教育部网站</a>。</p>',
  },
];

/** Seeds the demo trees of categories under the demo K12 school and university. */
export async function seedDemoCategories(
  tx: Transaction,
  places: { k12: string; gx: string; tenantOrgId: string },
): Promise<void> {
  for (const kind of ['k12', 'gx'] as const) {
    const place = { orgId: places[kind], tenantOrgId: places.tenantOrgId };
    const ids = new Map<string, string>();
    for (const [index, [name, children]] of TREES[kind].entries()) {
      const id = randomUUID();
      ids.set(name, id);
      await tx.insert(resourceCategory).values({ id, ...place, name, sortNum: index });
      for (const [childIndex, child] of children.entries()) {
        const childId = randomUUID();
        ids.set(child, childId);
        await tx
          .insert(resourceCategory)
          .values({ id: childId, ...place, parentId: id, name: child, sortNum: childIndex });
      }
    }
    if (kind !== 'k12') continue;
    for (const article of ARTICLES) {
      // Written as the gateway writes an article: the body sanitised, its text normalised for search.
      const body = sanitiseBody(article.body);
      const searchText = searchNormalised([article.title, ...article.tags, body.text].join(' '));
      await tx.insert(wikiArticle).values({
        id: randomUUID(),
        ...place,
        categoryId: ids.get(article.category) ?? '',
        title: article.title,
        tags: article.tags,
        status: 'published',
        body: body.html,
        bodyText: body.text,
        searchText,
        searchGrams: searchBigrams(searchText),
        publishedAt: new Date().toISOString(),
      });
    }
  }
}
