import { randomBytes } from 'node:crypto';
import type { articleDetail, articlePage, categoryList, DataOf } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFile, wikiArticle } from '../../db/schema.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { sanitiseBody } from './wikiHtml.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');

type ArticleRecord = DataOf<typeof articleDetail>;
type ArticlePage = DataOf<typeof articlePage>;
type CategoryRecord = DataOf<typeof categoryList>[number];

/**
 * Known ways to run script through an HTML filter: OWASP's filter evasion vectors and their kin
 * (event handlers, encoded and split schemes, SVG and MathML, style, frames, forms, broken and
 * nested tags, mixed case, entities). None may survive in a stored body.
 */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=javascript:alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/uc/oss/file/FILE" onerror="alert(1)">',
  '<img src="/api/uc/oss/file/FILE" ONLOAD=alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">line feed</a>',
  '<a href="jav&#x0D;ascript:alert(1)">carriage return</a>',
  '<a href=" &#14;  javascript:alert(1)">leading</a>',
  '<a href="JAVASCRIPT:alert(1)">upper</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="&#106;avascript:alert(1)">entity j</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<a href="https://example.edu.cn/" onclick="alert(1)" style="position:fixed">styled</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.png">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">bg</div>',
  '<p style="color:red;behavior:url(x.htc)">p</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p onmouseover="alert(1)">hover</p>',
  '<p/onmouseover=alert(1)>slash</p>',
  '<h2 \x00onclick=alert(1)>nul</h2>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="https://example.edu.cn/"><img src=x onerror=alert(1)></a>',
  '"><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/** What no stored body may hold, whatever it was sent. */
const DANGEROUS = [
  /<script/i,
  /<\/?(?:svg|math|iframe|object|embed|form|input|body|style|link|meta|base|details|video|source|template|textarea|noscript|div)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /href="\/\//i,
  /src="(?!\/api\/uc\/oss\/file\/)/i,
];

function expectHarmless(html: string, payload: string) {
  for (const pattern of DANGEROUS) expect(html, `${payload} -> ${html}`).not.toMatch(pattern);
}

describe('the wiki body sanitiser', () => {
  it('keeps the editor’s elements and a stored image, with a plain text for search', () => {
    const body = sanitiseBody(
      '<h2>跳绳</h2><p>每天<strong>跳绳</strong>一分钟, <em>坚持</em> &amp; 记录</p><ul><li>单摇</li></ul>' +
        '<p><a href="https://example.edu.cn/rope">规则</a><img src="/api/uc/oss/file/f-1" alt="示范"></p>',
    );
    expect(body.html).toBe(
      '<h2>跳绳</h2><p>每天<strong>跳绳</strong>一分钟, <em>坚持</em> &amp; 记录</p><ul><li>单摇</li></ul>' +
        '<p><a href="https://example.edu.cn/rope" rel="noopener noreferrer nofollow" target="_blank">规则</a>' +
        '<img src="/api/uc/oss/file/f-1" alt="示范" /></p>',
    );
    expect(body.text).toBe('跳绳 每天跳绳一分钟, 坚持 & 记录 单摇 规则');
    expect(body.imageIds).toEqual(['f-1']);
  });

  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (vector) => {
    const payload = vector.replace('FILE', 'f-1');
    expectHarmless(sanitiseBody(payload).html, payload);
    expectHarmless(sanitiseBody(`<p>前${payload}后</p>`).html, payload);
  });
});

describe.each(testDatabases())('the school wiki on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', nf: 'nfadmin', gx: 'gxadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(wikiArticle));
  const { as } = gateway;

  async function upload(token: string, kind: string, name: string, bytes: Buffer, type: string) {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart(name, bytes, type),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }
  const category = async (name: string, parentId = '', token = tokens.k12) =>
    (await gateway.ok<{ categoryId: string }>(token, 'POST', 'resourceCategory/add', { parentId, name })).categoryId;
  const add = async (fields: Record<string, unknown>, token = tokens.k12) =>
    (await gateway.ok<{ articleId: string }>(token, 'POST', 'wiki/add', { body: '', ...fields })).articleId;
  const detail = (articleId: string, token = tokens.k12) =>
    gateway.ok<ArticleRecord>(token, 'GET', 'wiki/detail', { articleId });
  const page = (query: Record<string, unknown> = {}, token = tokens.k12) =>
    gateway.ok<ArticlePage>(token, 'GET', 'wiki/page', { pageSize: 80, ...query });
  const titles = async (query: Record<string, unknown>, token = tokens.k12) =>
    (await page(query, token)).records.map((row) => row.title).sort();

  it('writes an article with an image and an attachment, edits, publishes and deletes it', async () => {
    const sport = await category('田径资料');
    const sprint = await category('短跑资料', sport);
    const image = await upload(tokens.k12, 'image', 'start.png', PNG, 'image/png');
    const handout = await upload(tokens.k12, 'wikiAttachment', 'plan.pdf', PDF, 'application/pdf');
    const articleId = await add({
      title: ' 起跑技术 ',
      categoryId: sprint,
      tags: ['短跑', ' 技术 '],
      body: `<h2>蹲踞式起跑</h2><p>听到口令后<strong>迅速</strong>蹬地。</p><p><img src="/api/uc/oss/file/${image}" alt="起跑"></p>`,
      attachmentIds: [handout],
    });
    const record = await detail(articleId);
    expect(record).toMatchObject({
      title: '起跑技术',
      categoryId: sprint,
      categoryName: '田径资料 / 短跑资料',
      tags: ['短跑', '技术'],
      status: 'draft',
      publishedAt: null,
      body: `<h2>蹲踞式起跑</h2><p>听到口令后<strong>迅速</strong>蹬地。</p><p><img src="/api/uc/oss/file/${image}" alt="起跑" /></p>`,
    });
    expect(record.attachments).toEqual([
      expect.objectContaining({ fileId: handout, name: 'plan.pdf', url: `/api/uc/oss/file/${handout}` }),
    ]);

    await gateway.ok(tokens.k12, 'POST', 'wiki/status', { articleId, status: 'published' });
    expect((await detail(articleId)).publishedAt).not.toBeNull();
    await expectRefused(
      as(tokens.k12, 'POST', 'wiki/status', { articleId, status: 'published' }),
      409,
      'status.refused.unchanged',
      { machine: 'publication', from: 'published', to: 'published' },
    );

    // The edit drops the image from the body: its file goes with it, the attachment stays.
    await gateway.ok(tokens.k12, 'POST', 'wiki/edit', {
      articleId,
      title: '起跑技术要点',
      categoryId: sport,
      tags: [],
      status: 'published',
      body: '<p>只有文字</p>',
      attachmentIds: [handout],
    });
    expect(await detail(articleId)).toMatchObject({
      title: '起跑技术要点',
      categoryId: sport,
      body: '<p>只有文字</p>',
    });
    const db = gateway.database.db;
    expect(await db.select().from(storedFile).where(eq(storedFile.id, image))).toEqual([]);

    await gateway.ok(tokens.k12, 'POST', 'wiki/delete', { articleId });
    expect(await db.select().from(storedFile).where(eq(storedFile.id, handout))).toEqual([]);
    await expectRefused(as(tokens.k12, 'GET', 'wiki/detail', { articleId }), 404, 'wiki.notFound');
  });

  it('stores none of the known XSS payloads, whatever the client sends', async () => {
    const categoryId = await category('安全测试');
    for (const vector of XSS_PAYLOADS) {
      // A stored image of the school's own, which the payload tries to arm.
      const payload = vector.replace('FILE', await upload(tokens.k12, 'image', 'x.png', PNG, 'image/png'));
      const response = await as(tokens.k12, 'POST', 'wiki/add', {
        title: '载荷',
        categoryId,
        body: `<p>正文</p>${payload}`,
      })('en-US');
      // A control character is refused before any sanitising, as in every text.
      if (payload.includes('\x00')) {
        expect(response.json().msgId).toBe('validation.text.control');
        continue;
      }
      const { articleId } = dataOf<{ articleId: string }>(response);
      const [stored] = await gateway.database.db.select().from(wikiArticle).where(eq(wikiArticle.id, articleId));
      expectHarmless(stored?.body ?? '', payload);
      expect(stored?.body).toContain('<p>正文</p>');
      expectHarmless((await detail(articleId)).body, payload);
    }
  });

  it('finds two-character Chinese words in title, tags and text, and filters by category branch and state', async () => {
    const ball = await category('球类资料');
    const football = await category('足球资料', ball);
    const other = await category('其他资料');
    const pass = await add({
      title: '足球传球训练',
      categoryId: football,
      body: '<p>脚内侧<strong>传球</strong>是基础。</p>',
      status: 'published',
    });
    await add({ title: '篮球规则', categoryId: ball, tags: ['裁判'], body: '<p>三秒违例</p>' });
    await add({ title: '眼保健操', categoryId: other, body: '<p>每天两次，保护视力。</p>', status: 'published' });
    expect(await titles({ keyword: '传球' })).toEqual(['足球传球训练']);
    expect(await titles({ keyword: '裁判' })).toEqual(['篮球规则']);
    expect(await titles({ keyword: '视力' })).toEqual(['眼保健操']);
    expect(await titles({ keyword: '违例' })).toEqual(['篮球规则']);
    // Three characters that stand nowhere together are no match, though their pieces are there.
    expect(await titles({ keyword: '球传训' })).toEqual([]);
    expect(await titles({ keyword: '球' })).toEqual(['篮球规则', '足球传球训练']);
    expect(await titles({ categoryId: ball })).toEqual(['篮球规则', '足球传球训练']);
    expect(await titles({ categoryId: football })).toEqual(['足球传球训练']);
    expect(await titles({ status: 'published', categoryId: ball })).toEqual(['足球传球训练']);
    const sorted = await page({ categoryId: ball, sortBy: 'title', sortOrder: 'asc' });
    expect(sorted.records.map((row) => row.articleId)).toHaveLength(2);
    expect(sorted.records.find((row) => row.articleId === pass)?.categoryName).toBe('球类资料 / 足球资料');
    // Another organisation finds none of them.
    expect(await titles({ keyword: '传球' }, tokens.gx)).toEqual([]);
  });

  it('refuses a category that holds articles, naming how many', async () => {
    const categoryId = await category('在用分类');
    await add({ title: '第一篇', categoryId });
    await add({ title: '第二篇', categoryId });
    const categories = await gateway.ok<CategoryRecord[]>(tokens.k12, 'GET', 'resourceCategory/list', {});
    expect(categories.find((one) => one.categoryId === categoryId)?.useCount).toBe(2);
    const before = await gateway.ok<CategoryRecord[]>(tokens.k12, 'GET', 'resourceCategory/list', {});
    for (const language of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const response = await as(tokens.k12, 'POST', 'resourceCategory/delete', { categoryId })(language);
      expect(response.statusCode).toBe(409);
      expect(response.json().msgId).toBe('category.inUse');
    }
    const refused = await as(tokens.k12, 'POST', 'resourceCategory/delete', { categoryId })('en-US');
    expect(refused.json().msg).toBe('2 articles are filed under this category: move them to another category first');
    expect(await gateway.ok(tokens.k12, 'GET', 'resourceCategory/list', {})).toEqual(before);
  });

  it('refuses bad articles in every language, naming the field, and keeps organisations apart', async () => {
    const categoryId = await category('校验');
    const send = (body: Record<string, unknown>, path = 'add', token = tokens.k12) =>
      as(token, 'POST', `wiki/${path}`, { title: '标题', categoryId, body: '', ...body });
    await expectRefused(send({ title: ' ' }), 400, 'validation.wiki.titleRequired', { field: 'title' });
    await expectRefused(send({ title: '长'.repeat(51) }), 400, 'validation.wiki.titleLength', { field: 'title' });
    await expectRefused(send({ tags: ['一', '二', '三', '四', '五', '六'] }), 400, 'validation.wiki.tags', {
      field: 'tags',
    });
    await expectRefused(send({ tags: ['同', '同'] }), 400, 'validation.wiki.tagTwice', { field: 'tags' });
    await expectRefused(send({ status: 'archived' }), 400, 'validation.status.value', { field: 'status' });
    // A university's category and upload are not the school's to use.
    const universityCategory = await category('他校分类', '', tokens.gx);
    await expectRefused(send({ categoryId: universityCategory }), 400, 'validation.wiki.category', {
      field: 'categoryId',
    });
    const universityImage = await upload(tokens.gx, 'image', 'x.png', PNG, 'image/png');
    await expectRefused(
      send({ body: `<p><img src="/api/uc/oss/file/${universityImage}"></p>` }),
      400,
      'wiki.fileNotFound',
      { field: 'body' },
    );
    const ownImage = await upload(tokens.k12, 'image', 'y.png', PNG, 'image/png');
    // An image is no attachment.
    await expectRefused(send({ attachmentIds: [ownImage] }), 400, 'wiki.fileNotFound', { field: 'attachmentIds' });
    const articleId = await add({ title: '本校文章', categoryId });
    await expectRefused(as(tokens.gx, 'GET', 'wiki/detail', { articleId }), 404, 'wiki.notFound');
    await expectRefused(
      as(tokens.gx, 'POST', 'wiki/edit', { articleId, title: '改', categoryId: universityCategory, body: '' }),
      404,
      'wiki.notFound',
    );
    await expectRefused(as(tokens.gx, 'POST', 'wiki/delete', { articleId }), 404, 'wiki.notFound');
    // The national fitness frame has the wiki too, with its own articles: none of the school's.
    expect(await titles({}, tokens.nf)).not.toContain('本校文章');
    await expectRefused(as(tokens.nf, 'GET', 'wiki/detail', { articleId }), 404, 'wiki.notFound');
  });
});
