import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, chooseOption, startJourneys, waitForPath } from './harness.ts';

// Issue 45: the school's administrator adds a national test for a first-grade class, starts it,
// opens its check page, and types the class's results into the grid by keyboard alone: a value the
// measurement cannot take is refused on its cell, an implausible one is kept and counted as waiting
// for a check, and the progress follows what was saved.
/** The first student the exemption dialog's student picker offers, by its option's name. */
async function chooseFirstStudent(dialog: Locator, page: Page): Promise<string | null> {
  await dialog.getByRole('button', { name: /学生$/ }).click();
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect.poll(() => first.count()).toBe(1);
  const name = await first.textContent();
  await page.keyboard.press('Escape');
  return name;
}

describe('test plans of the school', () => {
  const journeys = startJourneys();

  it('adds and starts a plan, and types a class’s results by keyboard on its check page', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/organizeTest/testManage');
    const names = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const response = await fetch('/api/busi/web/testPlan/options', {
        headers: { authorization: `${token.tokenType} ${token.accessToken}` },
      });
      const { data } = await response.json();
      return {
        year: data.years[0].name as string,
        semester: data.years[0].semesters[0].name as string,
        venue: data.venues[0].name as string,
      };
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    await page.getByRole('button', { name: '新增测试计划' }).click();
    await waitForPath(page, '/busi/k12/organizeTest/testManage/add');
    await page.getByRole('textbox', { name: '测试名称' }).fill('2026 秋季体测');
    await chooseOption(page, page, /学年/, names.year);
    await chooseOption(page, page, /学期/, names.semester);
    await page.getByRole('textbox', { name: '开始日期' }).fill(day(-1));
    await page.getByRole('textbox', { name: '结束日期' }).fill(day(1));
    await checkByKeyboard(page.getByRole('checkbox', { name: '一年级1班' }));
    // The national test takes every item of the grade: shown, not chosen.
    await expect.poll(() => page.getByRole('checkbox', { name: '50米跑' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/organizeTest/testManage');
    const table = page.getByRole('grid');
    const row = table.getByRole('row').filter({ hasText: '2026 秋季体测' });
    await page.getByRole('button', { name: '开始：2026 秋季体测' }).click();
    await expect.poll(() => row.locator('[data-status="inProgress"]').count()).toBe(1);

    await page.getByRole('button', { name: '查看：2026 秋季体测' }).click();
    await waitForPath(page, '/busi/k12/organizeTest/testManage/check/**');
    const progress = page.getByRole('table', { name: '测试进度' });
    const classRow = progress.getByRole('row', { name: /一年级1班/ });
    await expect.poll(() => classRow.getByRole('cell').nth(0).textContent()).toBe('2');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '录入成绩：一年级1班' }).click();
    const sheet = page.getByRole('grid', { name: '一年级1班 成绩录入' });
    await expect.poll(() => sheet.getByRole('row').count()).toBeGreaterThan(2);
    // One Tab stop into the grid: the first student's height.
    await sheet.getByRole('gridcell').first().focus();
    await page.keyboard.type('121.5');
    await page.keyboard.press('Enter');
    await page.keyboard.type('118');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已保存' }).count()).toBeGreaterThan(0);
    // To the first student's 1-minute rope skipping: an impossible count, then an implausible one.
    await page.keyboard.press('Control+Home');
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('12.5');
    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.locator('[role="gridcell"][aria-invalid="true"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.keyboard.type('320');
    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.locator('[role="gridcell"][aria-invalid="true"]').count()).toBe(0);
    // The progress counts what was saved: both heights, and one value waiting for a check.
    await expect.poll(() => classRow.getByRole('cell').nth(1).textContent()).toBe('2/2');
    await expect.poll(() => classRow.getByText('1 待复核').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The value waiting for a check is confirmed as it is, with a reason, by keyboard alone.
    const checks = page.getByRole('grid', { name: '成绩复核与更正' });
    const confirm = checks.getByRole('button', { name: /^确认：.* 320$/ });
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.focus();
    await page.keyboard.press('Enter');
    const confirming = page.getByRole('dialog', { name: /^确认成绩：/ });
    await expect.poll(() => confirming.getByRole('textbox', { name: '原因' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('现场复测确认');
    await page.keyboard.press('Enter');
    await expect.poll(() => classRow.getByText('1 待复核').count()).toBe(0);
    await expect.poll(() => confirm.count()).toBe(0);

    // Every value: a height is corrected to another with a reason, and its history says so.
    await page.getByRole('switch', { name: '只看待复核的成绩' }).focus();
    await page.keyboard.press('Space');
    const correct = checks.getByRole('button', { name: /^更正：.* 121\.5$/ });
    await expect.poll(() => correct.count()).toBe(1);
    await correct.focus();
    await page.keyboard.press('Enter');
    const correcting = page.getByRole('dialog', { name: /^更正成绩：/ });
    await expect.poll(() => correcting.getByRole('textbox', { name: /更正后的成绩/ }).count()).toBe(1);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('122');
    await page.keyboard.press('Tab');
    await page.keyboard.type('身高读错一位');
    await page.keyboard.press('Enter');
    const history = checks.getByRole('button', { name: /^记录：.* 122$/ });
    await expect.poll(() => history.count()).toBe(1);
    await history.focus();
    await page.keyboard.press('Enter');
    const trail = page.getByRole('dialog', { name: /^更正记录：/ });
    await expect.poll(() => trail.getByRole('listitem').textContent()).toContain('121.5 → 122（身高读错一位）');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A student exempt from rope skipping for illness: recorded from the plan's page, listed there.
    await page.getByRole('button', { name: '新增免测' }).click();
    const exempting = page.getByRole('dialog', { name: '登记免测' });
    await chooseOption(exempting, page, /学生$/, (await chooseFirstStudent(exempting, page)) ?? '');
    await checkByKeyboard(exempting.getByRole('checkbox', { name: '1分钟跳绳' }));
    await chooseOption(exempting, page, /原因$/, '疾病');
    expect(await axeViolations(page)).toEqual([]);
    await exempting.getByRole('button', { name: '确定' }).click();
    const exemptions = page.getByRole('table', { name: '免测登记' });
    await expect.poll(() => exemptions.getByRole('row').count()).toBe(2);
    expect(await exemptions.getByRole('row').nth(1).textContent()).toContain('疾病');

    // A time slot for the 50 m tomorrow evening, its day and times typed part by part, and the
    // class booked into it: its two students take two of the forty places.
    await page.getByRole('button', { name: '新增时段' }).click();
    const adding = page.getByRole('dialog', { name: '新增时段' });
    await chooseOption(adding, page, /场地/, names.venue);
    await chooseOption(adding, page, /测试项目/, '50米跑');
    const [year, month, date] = day(1).split('-');
    await adding.getByRole('group', { name: '日期' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${year}${month}${date}`);
    await adding.getByRole('group', { name: '开始时间' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('2200');
    await adding.getByRole('group', { name: '结束时间' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('2240');
    await adding.getByRole('textbox', { name: '可容纳人数' }).fill('40');
    expect(await axeViolations(page)).toEqual([]);
    await adding.getByRole('button', { name: '确定' }).click();
    const slots = page.getByRole('table', { name: '预约时段' });
    const slotRow = slots.getByRole('row', { name: new RegExp(`^${day(1)} 22:00–22:40`) });
    await expect.poll(() => slotRow.count(), { message: 'the new slot is listed' }).toBe(1);
    await slotRow.getByRole('button', { name: /^预约班级/ }).click();
    const booking = page.getByRole('dialog', { name: /^预约：/ });
    await chooseOption(booking, page, /班级/, '一年级1班');
    expect(await axeViolations(page)).toEqual([]);
    await booking.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => slotRow.textContent(), { message: 'the class is booked' }).toContain('一年级1班（2 人）');
    expect(await slotRow.getByRole('progressbar', { name: '已约 2/40' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    // The education bureau follows the school's plan: listed with the school's name, its progress
    // read on its page, nothing to start, edit or type.
    const bureau = await journeys.signedInAt('sysadmin', '/busi/admin/organizeTest/testManage');
    const listed = bureau.getByRole('grid').getByRole('row').filter({ hasText: '2026 秋季体测' });
    await expect.poll(() => listed.count(), { message: 'the school’s plan in the bureau’s list' }).toBe(1);
    expect(await listed.textContent()).toContain('阳光实验小学');
    expect(await bureau.getByRole('button', { name: '开始：2026 秋季体测' }).count()).toBe(0);
    expect(await bureau.getByRole('button', { name: '编辑：2026 秋季体测' }).count()).toBe(0);
    expect(await axeViolations(bureau)).toEqual([]);
    await bureau.getByRole('button', { name: '查看：2026 秋季体测' }).click();
    await waitForPath(bureau, '/busi/admin/organizeTest/testManage/check/**');
    const followed = bureau.getByRole('table', { name: '测试进度' }).getByRole('row', { name: /一年级1班/ });
    await expect.poll(() => followed.getByRole('cell').nth(0).textContent()).toBe('2');
    expect(await bureau.getByRole('button', { name: /录入|查看.*成绩/ }).count()).toBe(0);
    expect(await bureau.getByRole('heading', { name: '预约时段' }).count()).toBe(0);
    expect(await axeViolations(bureau)).toEqual([]);
  });
});
