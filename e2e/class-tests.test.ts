import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../apps/gateway/src/seed/demo.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../apps/gateway/src/seed/school.ts';
import { simulateLesson } from '../apps/gateway/src/testing/simulatorLesson.ts';
import { axeViolations, chooseOption, JOURNEY_CAPTCHA, startJourneys } from './harness.ts';
import { sheetRows } from './spreadsheets.ts';

// Issue 45: the class tests 张老师's lessons sent are found by class, one test's results open from
// its row by keyboard (every student's value, score and band, and the class's students it missed)
// and close back onto the row's button, and the list exports what it shows. A lesson the device
// simulator runs shows at the top of the list.
describe('class tests of the school', () => {
  const journeys = startJourneys();

  it('finds a class’s tests, opens one’s results by keyboard, and exports the list', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/class/test', { locale: 'zh-CN' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('课堂测试');
    const table = page.getByRole('grid');
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);

    await chooseOption(page, page, /班级/, '一年级1班');
    await expect.poll(() => rows.filter({ hasNotText: '一年级1班' }).count()).toBe(0);
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    // The demo lessons name their teacher and what they measured.
    expect(await rows.filter({ hasText: '张老师' }).count()).toBe(shown);

    const open = rows.first().getByRole('button', { name: /^查看成绩/ });
    const openName = (await open.getAttribute('aria-label')) ?? '';
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '一年级1班 课堂测试成绩' });
    await expect.poll(() => dialog.getByRole('table').getByRole('rowheader').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('heading', { name: /^未测学生/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(openName);

    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('课堂测试.xlsx');
    const sheet = await sheetRows(download);
    expect(sheet).toHaveLength(shown + 1);
    expect(sheet.slice(1).every((row) => row.includes('一年级1班') && row.includes('张老师'))).toBe(true);
    await page.context().close();
  });

  it('reads the same list in traditional Chinese and dark', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/class/test', {
      locale: 'zh-TW',
      colorScheme: 'dark',
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('課堂測驗');
    await expect.poll(() => page.getByRole('grid').getByRole('rowheader').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Last, so the journeys above read the demo's lessons alone.
  it('lists a lesson the device simulator runs, newest first', async () => {
    const lesson = await simulateLesson({
      origin: journeys.product.origin,
      account: 'k12admin',
      password: DEMO_PASSWORD,
      captchaCode: JOURNEY_CAPTCHA,
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      lessonClass: '一年级1班',
      teacherAccount: 'k12teacher1',
    });
    expect(lesson.refused).toBeNull();
    const page = await journeys.signedInAt('k12admin', '/busi/k12/class/test', { locale: 'zh-CN' });
    const rows = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.first().textContent()).toContain('模拟课堂测试');
    expect(await rows.first().textContent()).toMatch(/一年级1班.*张老师/);
    await page.context().close();
  });
});
