import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForScreen } from './harness.ts';

/** The start of an mp4 file (`ftyp` box, brand isom), then filler: a 9 MB lesson video. */
const VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  randomBytes(9 * 1024 * 1024 - 24),
]);

// Issue 47, lesson resources: the K12 school's administrator adds a video lesson; its upload goes
// resumably in 8 MB pieces, the connection drops on the second piece, and the upload continues
// from where the gateway says it stands, to a resource listed with the whole video's size.
describe('lesson resources', () => {
  const journeys = startJourneys();

  it('uploads a video lesson, survives a dropped connection mid-way and lists it', async () => {
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
});
