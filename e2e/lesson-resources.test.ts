import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForScreen } from './harness.ts';
import { playableMp4 } from './playableMp4.ts';

/** A real mp4 of 9 MB (a second of sound, then filler): its upload takes two pieces, and it plays. */
const VIDEO = playableMp4(9 * 1024 * 1024);

// Issue 47, lesson resources: the K12 school's administrator adds a video lesson; its upload goes
// resumably in 8 MB pieces, the connection drops on the second piece, and the upload continues
// from where the gateway says it stands, to a resource listed with the whole video's size, which
// then plays in the page from a signed address, fetched in ranges.
describe('lesson resources', () => {
  const journeys = startJourneys();

  it('uploads a video lesson, survives a dropped connection mid-way, lists it and plays it', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/lessonAssistant/lessonResourceList');
    await expect.poll(() => page.getByRole('button', { name: '新增资源' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The second piece of the video never reaches the gateway: the network goes away under it.
    const pieces: string[] = [];
    await page.route('**/api/uc/oss/resumable/*', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        pieces.push(request.headers()['upload-offset'] ?? '');
        if (pieces.length === 2) return route.abort('connectionreset');
      }
      return route.continue();
    });

    await page.getByRole('button', { name: '新增资源' }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(
      page,
      '/busi/k12/lessonAssistant/lessonResourceList/add',
      'lessonAssistant/lessonResourceList/add',
    );
    await page.getByRole('textbox', { name: '资源标题' }).fill('立定跳远示范课');
    await page.getByRole('textbox', { name: '项目或主题' }).fill('立定跳远');
    await page.getByRole('checkbox', { name: '三年级' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: '三年级' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The files field's own input (the cover has one of its own after it).
    await page
      .getByRole('group', { name: '资源文件' })
      .locator('input[type="file"]')
      .setInputFiles({ name: '立定跳远.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    // Done once every piece is in: the first, the one cut off, and that one again.
    await expect.poll(() => pieces.length, { timeout: 60_000 }).toBe(3);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 60_000 }).toBe(0);
    expect(pieces).toEqual(['0', String(8 * 1024 * 1024), String(8 * 1024 * 1024)]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/busi/k12/lessonAssistant/lessonResourceList', 'lessonAssistant/lessonResourceList');
    const row = page.getByRole('grid').getByRole('row', { name: /立定跳远示范课/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('9 MB');
    expect(await row.textContent()).toContain('三年级');
    expect(await axeViolations(page)).toEqual([]);

    // The video plays from its signed address: no token goes with it, and the player asks in ranges.
    const played: Array<{ range: string | undefined; authorization: string | undefined; status: number }> = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().includes('/api/uc/oss/play/')) return;
      const headers = request.headers();
      played.push({ range: headers.range, authorization: headers.authorization, status: response.status() });
    });
    await page.getByRole('button', { name: /播放.*立定跳远示范课/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-screen="lessonAssistant/lessonResourceList/detail"]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toMatch(/^\/busi\/k12\/lessonAssistant\/lessonResourceList\/detail\/[\w-]+$/);
    const player = page.locator('video');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((video: HTMLVideoElement) => Number.isFinite(video.duration))).toBe(true);
    expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeCloseTo(1, 1);
    expect(await player.getAttribute('aria-label')).toBe('“立定跳远示范课”的播放器');
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((one) => one.authorization === undefined)).toBe(true);
    expect(played.some((one) => one.range?.startsWith('bytes=') && one.status === 206)).toBe(true);
    expect(await page.getByText('立定跳远.mp4').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens the list and the form in the nf frame in English, dark, and the k12 list in traditional Chinese', async () => {
    const page = await journeys.signedInAt('nfadmin', '/busi/nf/lessonAssistant/lessonResourceList', {
      locale: 'en-US',
      colorScheme: 'dark',
    });
    await expect.poll(() => page.getByText('No lesson resources yet').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add resource' }).click();
    await waitForScreen(
      page,
      '/busi/nf/lessonAssistant/lessonResourceList/add',
      'lessonAssistant/lessonResourceList/add',
    );
    await expect.poll(() => page.getByRole('checkbox', { name: 'Grade 3' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const traditional = await journeys.signedInAt('k12admin', '/busi/k12/lessonAssistant/lessonResourceList', {
      locale: 'zh-TW',
    });
    await expect.poll(() => traditional.getByRole('button', { name: '新增資源' }).count()).toBe(1);
    expect(await axeViolations(traditional)).toEqual([]);
    await traditional.context().close();
  });
  it('shares a lesson from the bureau, which a school sees read only, plays and copies into its own', async () => {
    const bureau = await journeys.signedInAt('sysadmin', '/busi/admin/lessonAssistant/lessonResourceList');
    await expect.poll(() => bureau.getByRole('button', { name: '新增资源' }).count()).toBe(1);
    await bureau.getByRole('button', { name: '新增资源' }).click();
    await waitForScreen(
      bureau,
      '/busi/admin/lessonAssistant/lessonResourceList/add',
      'lessonAssistant/lessonResourceList/add',
    );
    await bureau.getByRole('textbox', { name: '资源标题' }).fill('全市跳绳示范课');
    await bureau.getByRole('textbox', { name: '项目或主题' }).fill('跳绳');
    await bureau.getByRole('checkbox', { name: '四年级' }).focus();
    await bureau.keyboard.press('Space');
    await bureau
      .getByRole('group', { name: '资源文件' })
      .locator('input[type="file"]')
      .setInputFiles({ name: '跳绳.mp4', mimeType: 'video/mp4', buffer: playableMp4(64 * 1024) });
    // Saved only once the file is in: the list of the field says so.
    const uploaded = bureau
      .getByRole('group', { name: '资源文件' })
      .getByRole('listitem')
      .filter({ hasText: '已上传' });
    await expect.poll(() => uploaded.count(), { timeout: 60_000 }).toBe(1);
    await bureau.getByRole('button', { name: '保存' }).click();
    await waitForScreen(bureau, '/busi/admin/lessonAssistant/lessonResourceList', 'lessonAssistant/lessonResourceList');
    const bureauRow = bureau.getByRole('grid').getByRole('row', { name: /全市跳绳示范课/ });
    await expect.poll(() => bureauRow.count()).toBe(1);
    await bureauRow.getByRole('button', { name: /共享给下属学校/ }).focus();
    await bureau.keyboard.press('Enter');
    await expect.poll(() => bureauRow.getByRole('button', { name: /取消共享/ }).count()).toBe(1);
    expect(await axeViolations(bureau)).toEqual([]);
    await bureau.context().close();

    const school = await journeys.signedInAt('k12admin', '/busi/k12/lessonAssistant/lessonResourceList');
    const rows = school.getByRole('grid').getByRole('row', { name: /全市跳绳示范课/ });
    const shared = rows.filter({ hasText: '上级共享（只读）' });
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => shared.count()).toBe(1);
    // Read only: no edit or delete, but play and copy.
    expect(await shared.getByRole('button', { name: /编辑|删除/ }).count()).toBe(0);
    expect(await axeViolations(school)).toEqual([]);
    await shared.getByRole('button', { name: /复制到本机构/ }).focus();
    await school.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    const copy = rows.filter({ hasNot: school.getByText('上级共享（只读）') });
    expect(await copy.getByRole('button', { name: /编辑/ }).count()).toBe(1);

    // The shared original plays in the school from its signed address.
    await shared.getByRole('button', { name: /播放/ }).click();
    await expect
      .poll(() => school.locator('[data-screen="lessonAssistant/lessonResourceList/detail"]').count())
      .toBe(1);
    const player = school.locator('video');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((video: HTMLVideoElement) => Number.isFinite(video.duration))).toBe(true);
    expect(await school.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await axeViolations(school)).toEqual([]);
  });
});
