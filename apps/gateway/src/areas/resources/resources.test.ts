import { randomBytes } from 'node:crypto';
import type { bannerDetail, categoryList, DataOf } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { banner, resourceCategory } from '../../db/schema.ts';
import { dataOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600)]);

type CategoryRecord = DataOf<typeof categoryList>[number];
type BannerRecord = DataOf<typeof bannerDetail>;

describe.each(testDatabases())('resource categories on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(resourceCategory));
  const { as } = gateway;

  const categories = (token = tokens.k12) => gateway.ok<CategoryRecord[]>(token, 'GET', 'resourceCategory/list', {});
  const add = async (name: string, parentId = '', token = tokens.k12) =>
    (await gateway.ok<{ categoryId: string }>(token, 'POST', 'resourceCategory/add', { parentId, name })).categoryId;
  const childrenOf = async (parentId: string, token = tokens.k12) =>
    (await categories(token)).filter((one) => one.parentId === parentId).map((one) => one.name);

  it('adds a tree of categories, each last among its siblings, and renames and moves one', async () => {
    const track = await add(' 田径 ');
    const sprint = await add('短跑', track);
    await add('跳远', track);
    expect(await childrenOf(track)).toEqual(['短跑', '跳远']);
    expect(theOne(await categories(), (one) => one.categoryId === track, 'track')).toMatchObject({
      name: '田径',
      parentId: '',
      childCount: 2,
      useCount: 0,
    });
    // The same name under another parent is another category; a university's tree is its own.
    const ball = await add('球类');
    await add('短跑', ball);
    await add('田径', '', tokens.gx);
    await gateway.ok(tokens.k12, 'POST', 'resourceCategory/edit', { categoryId: sprint, parentId: ball, name: '快跑' });
    expect(await childrenOf(track)).toEqual(['跳远']);
    expect(await childrenOf(ball)).toEqual(['短跑', '快跑']);
  });

  it('moves a category one place up or down among its siblings, the ends staying put', async () => {
    const parent = await add('体操');
    const [a, b, c] = [await add('A', parent), await add('B', parent), await add('C', parent)];
    const move = (categoryId: string | undefined, direction: string) =>
      gateway.ok(tokens.k12, 'POST', 'resourceCategory/move', { categoryId, direction });
    await move(c, 'up');
    expect(await childrenOf(parent)).toEqual(['A', 'C', 'B']);
    await move(a, 'down');
    expect(await childrenOf(parent)).toEqual(['C', 'A', 'B']);
    await move(c, 'up');
    await move(b, 'down');
    expect(await childrenOf(parent)).toEqual(['C', 'A', 'B']);
  });

  it('refuses bad categories in every language, naming the field, without changing anything', async () => {
    const top = await add('游泳');
    const middle = await add('自由泳', top);
    const deep = await add('打腿', middle);
    const send = (body: Record<string, unknown>, path = 'add') =>
      as(tokens.k12, 'POST', `resourceCategory/${path}`, body);
    await expectRefused(send({ parentId: top, name: '自由泳' }), 409, 'category.nameTaken', { name: '自由泳' });
    await expectRefused(send({ name: '  ' }), 400, 'validation.category.nameRequired', { field: 'name' });
    await expectRefused(send({ name: '类'.repeat(21) }), 400, 'validation.category.nameLength', { field: 'name' });
    await expectRefused(send({ parentId: deep, name: '第四级' }), 409, 'validation.category.depth', {
      field: 'parentId',
    });
    await expectRefused(
      send({ categoryId: top, parentId: deep, name: '游泳' }, 'edit'),
      409,
      'validation.category.cycle',
      { field: 'parentId' },
    );
    // A two-level branch under a second-level category would make a fourth level.
    const other = await add('跳水');
    const otherChild = await add('跳板', other);
    await expectRefused(
      send({ categoryId: middle, parentId: otherChild, name: '自由泳' }, 'edit'),
      409,
      'validation.category.depth',
      { field: 'parentId' },
    );
    await expectRefused(send({ categoryId: top, direction: 'left' }, 'move'), 400, 'validation.move.direction', {
      field: 'direction',
    });
    // Another organisation's category is no parent and nothing to change.
    const university = await add('武术', '', tokens.gx);
    await expectRefused(send({ parentId: university, name: '太极' }), 404, 'category.notFound');
    await expectRefused(send({ categoryId: university }, 'delete'), 404, 'category.notFound');
  });

  it('deletes a category only when no subcategory hangs on it', async () => {
    const parent = await add('冰雪');
    const child = await add('滑冰', parent);
    await expectRefused(
      as(tokens.k12, 'POST', 'resourceCategory/delete', { categoryId: parent }),
      409,
      'category.hasChildren',
    );
    await gateway.ok(tokens.k12, 'POST', 'resourceCategory/delete', { categoryId: child });
    await gateway.ok(tokens.k12, 'POST', 'resourceCategory/delete', { categoryId: parent });
    expect((await categories()).map((one) => one.name)).not.toContain('冰雪');
  });

  it('settles two adds of one name at once with one category and a conflict', async () => {
    const sends = await Promise.all(
      [1, 2].map(() => as(tokens.k12, 'POST', 'resourceCategory/add', { name: '同时' })('en-US')),
    );
    expect(sends.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await categories()).filter((one) => one.name === '同时')).toHaveLength(1);
  });
});

describe.each(testDatabases())('banners on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', admin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(banner));
  const { as } = gateway;

  async function upload(token: string, kind = 'banner'): Promise<string> {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart('banner.png', PNG, 'image/png'),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }
  const banners = (token = tokens.k12) => gateway.ok<BannerRecord[]>(token, 'GET', 'banner/list', {});
  const newBanner = async (overrides: Record<string, unknown> = {}, token = tokens.k12) => ({
    imageId: await upload(token),
    title: '春季运动会',
    link: 'https://example.edu.cn/meet',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    ...overrides,
  });
  const add = async (overrides: Record<string, unknown> = {}, token = tokens.k12) =>
    (await gateway.ok<{ bannerId: string }>(token, 'POST', 'banner/add', await newBanner(overrides, token))).bannerId;
  /** Empties the organisation's carousel, so that each test counts from none. */
  const clear = async (token = tokens.k12) => {
    for (const one of await banners(token))
      await gateway.ok(token, 'POST', 'banner/delete', { bannerId: one.bannerId });
  };

  it('adds a banner enabled and last, edits it, disables it and shows it on its own', async () => {
    await clear();
    const first = await add();
    const second = await add({ title: '读书月', link: 'http://example.edu.cn/read', enabled: false });
    expect((await banners()).map((one) => [one.title, one.status])).toEqual([
      ['春季运动会', 'enabled'],
      ['读书月', 'disabled'],
    ]);
    const image = await upload(tokens.k12);
    await gateway.ok(tokens.k12, 'POST', 'banner/edit', {
      bannerId: first,
      ...(await newBanner({ imageId: image, title: ' 秋季运动会 ', endDate: '2026-03-01' })),
    });
    await gateway.ok(tokens.k12, 'POST', 'banner/status', { bannerId: second, status: 'enabled' });
    expect(await gateway.ok<BannerRecord>(tokens.k12, 'GET', 'banner/detail', { bannerId: first })).toMatchObject({
      imageId: image,
      title: '秋季运动会',
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      status: 'enabled',
    });
    // A management organisation and a university keep banners of their own.
    await clear(tokens.admin);
    await add({}, tokens.admin);
    expect(await banners(tokens.admin)).toHaveLength(1);
  });

  it('moves a banner one place earlier or later in the carousel', async () => {
    await clear();
    const [a, b, c] = [await add({ title: 'A' }), await add({ title: 'B' }), await add({ title: 'C' })];
    const move = (bannerId: string, direction: string) =>
      gateway.ok(tokens.k12, 'POST', 'banner/move', { bannerId, direction });
    await move(c, 'up');
    expect((await banners()).map((one) => one.title)).toEqual(['A', 'C', 'B']);
    await move(a, 'down');
    await move(b, 'down');
    expect((await banners()).map((one) => one.title)).toEqual(['C', 'A', 'B']);
  });

  it('places a dropped banner just before or after another, and refuses a target that is not its own', async () => {
    await clear();
    const [a, b, c] = [await add({ title: 'A' }), await add({ title: 'B' }), await add({ title: 'C' })];
    const place = (bannerId: string, targetId: string, position: string) =>
      as(tokens.k12, 'POST', 'banner/place', { bannerId, targetId, position });
    await gateway.ok(tokens.k12, 'POST', 'banner/place', { bannerId: c, targetId: a, position: 'before' });
    expect((await banners()).map((one) => one.title)).toEqual(['C', 'A', 'B']);
    await gateway.ok(tokens.k12, 'POST', 'banner/place', { bannerId: c, targetId: b, position: 'after' });
    expect((await banners()).map((one) => one.title)).toEqual(['A', 'B', 'C']);
    await expectRefused(place(a, c, 'between'), 400, 'validation.move.position', { field: 'position' });
    const university = await add({}, tokens.gx);
    await expectRefused(place(a, university, 'after'), 404, 'banner.notFound', { field: 'targetId' });
    expect((await banners()).map((one) => one.title)).toEqual(['A', 'B', 'C']);
  });

  it('refuses bad banners in every language, naming the field, without changing anything', async () => {
    await clear();
    const good = await newBanner();
    const send = (body: Record<string, unknown>, path = 'add') => as(tokens.k12, 'POST', `banner/${path}`, body);
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.edu.cn', 'example.edu.cn']) {
      await expectRefused(send({ ...good, link }), 400, 'validation.link.protocol', { field: 'link' });
    }
    await expectRefused(send({ ...good, title: ' ' }), 400, 'validation.banner.titleRequired', { field: 'title' });
    await expectRefused(send({ ...good, endDate: '2026-02-28' }), 400, 'validation.banner.periodOrder', {
      field: 'endDate',
    });
    await expectRefused(send({ ...good, startDate: '2026-02-30' }), 400, 'validation.banner.date', {
      field: 'startDate',
    });
    // An image of another kind, or of another organisation, is no banner image of this one.
    await expectRefused(
      send({ ...good, imageId: await upload(tokens.k12, 'facePhoto') }),
      404,
      'validation.banner.image',
      {
        field: 'imageId',
      },
    );
    await expectRefused(send({ ...good, imageId: await upload(tokens.gx) }), 404, 'validation.banner.image', {
      field: 'imageId',
    });
    const university = await add({}, tokens.gx);
    await expectRefused(send({ bannerId: university }, 'delete'), 404, 'banner.notFound');
    await expectRefused(send({ ...good, bannerId: university }, 'edit'), 404, 'banner.notFound');
    const own = await add();
    await expectRefused(send({ bannerId: own, status: 'enabled' }, 'status'), 409, 'status.refused.unchanged');
  });

  it('holds at most five banners: the sixth is refused, also when two adds race for the fifth place', async () => {
    await clear();
    for (const title of ['1', '2', '3', '4', '5']) await add({ title });
    await expectRefused(
      async (language) => as(tokens.k12, 'POST', 'banner/add', await newBanner())(language),
      409,
      'banner.full',
    );
    await gateway.ok(tokens.k12, 'POST', 'banner/delete', { bannerId: (await banners())[0]?.bannerId });
    const bodies = [await newBanner({ title: 'x' }), await newBanner({ title: 'y' })];
    const sends = await Promise.all(bodies.map((body) => as(tokens.k12, 'POST', 'banner/add', body)('en-US')));
    expect(sends.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(sends.map((response) => response.json().msgId)).toContain('banner.full');
    expect(await banners()).toHaveLength(5);
  });
});
