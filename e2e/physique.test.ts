import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_BASE_HEADINGS } from '@school-sports/domain';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  chooseOption,
  JOURNEY_CAPTCHA,
  openPage,
  signInThroughForm,
  startJourneys,
  waitForPath,
} from './harness.ts';
import { pdfPictures } from './pdfPictures.ts';
import { sheetRows } from './spreadsheets.ts';

/** Where the journey keeps the pictures of what it printed, for people to look at. */
const pictures = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'physique');

// Issue 48: the demo school's national test under way shows as each student's year, scored by the
// standard, with the school's and classes' tallies above; the students still lacking items are
// found by one filter, and the year is exported.
describe('physique results of the school', () => {
  const journeys = startJourneys();

  it('shows the year’s reports and tallies, finds the incomplete ones, and exports the year', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/physiqueManage/testResult', { locale: 'en-US' });
    await expect.poll(() => page.getByRole('heading', { name: 'Physique health' }).count()).toBe(1);

    // The tallies: the school's figures, and a row per grade and class of the national test.
    const summary = page.getByRole('region', { name: 'Summary' });
    const enrolled = summary.getByRole('definition').first();
    await expect.poll(async () => Number((await enrolled.textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    const groups = summary.getByRole('table', { name: 'By grade and class' });
    await expect.poll(() => groups.getByRole('rowheader', { name: 'Grade 2', exact: true }).count()).toBe(1);
    expect(
      await summary.getByRole('table', { name: 'Pass rate by item' }).getByRole('rowheader').count(),
    ).toBeGreaterThan(3);

    // The list: every student with a total; those with every item scored carry a band.
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(1);
    expect(await table.getByText('Not measured').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await chooseOption(page, page, /Band:/, 'Incomplete');
    // Every row left lacks an item: its band cell says so instead of naming a band.
    const rowTexts = () =>
      table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.textContent ?? ''));
    await expect
      .poll(async () => {
        const texts = await rowTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Incomplete'));
      })
      .toBe(true);

    // A student's years: the history dialog opens from the row and names the year tested.
    const firstName = (await table.getByRole('rowheader').first().textContent()) ?? '';
    await table.getByRole('button', { name: new RegExp(`Years.*${firstName}`) }).click();
    const history = page.getByRole('dialog', { name: `Physique results of ${firstName}, year by year` });
    await expect.poll(() => history.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => history.count()).toBe(0);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Physique health.xlsx');
    const rows = await sheetRows(download);
    expect(rows[0]).toEqual(expect.arrayContaining(['Student', 'Student number', 'Total', 'Band', 'Missing items']));
    expect(rows.length).toBeGreaterThan(1);
    const band = rows[0]?.indexOf('Band') ?? -1;
    expect(rows.slice(1).every((row) => row[band] === 'Incomplete')).toBe(true);
    // A class printed: one PDF, its class sheet first, then a page per student, each an A4 page with
    // ink on it. The first pages are kept as pictures beside the journey (drawn again on request).
    const firstClass = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const headers = { authorization: `${token.tokenType} ${token.accessToken}` };
      const read = async (call: string) =>
        ((await (await fetch(`/api/busi/web/physique/${call}`, { headers })).json()) as { data: unknown }).data;
      const summary = (await read('summary')) as { classes: { classId: string; tally: { enrolled: number } }[] };
      const options = (await read('options')) as { classes: { classId: string; name: string; gradeName: string }[] };
      const [first] = summary.classes;
      const named = options.classes.find((entry) => entry.classId === first?.classId);
      return { label: `${named?.gradeName} ${named?.name}`, students: first?.tally.enrolled ?? 0 };
    });
    await chooseOption(page, page, /Class:/, firstClass.label);
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print the class' }).click(),
    ]);
    expect(printed.suggestedFilename()).toMatch(/\.pdf$/);
    const drawn = await pdfPictures(page.context(), printed);
    expect(drawn).toHaveLength(firstClass.students + 1);
    for (const [index, picture] of drawn.slice(0, 2).entries()) {
      const image = PNG.sync.read(picture);
      expect(image.height / image.width).toBeCloseTo(842 / 595, 1);
      let dark = 0;
      for (let at = 0; at < image.data.length; at += 4) if ((image.data[at] ?? 255) < 160) dark++;
      expect(dark / (image.width * image.height)).toBeGreaterThan(0.005);
      const file = path.join(pictures, `class-page-${index + 1}.png`);
      if (!fs.existsSync(file) || process.env.UPDATE_BASELINES === '1') {
        fs.mkdirSync(pictures, { recursive: true });
        fs.writeFileSync(file, picture);
      }
    }

    // Before upload: the classes' states, a student's registration number fixed in place, and the
    // national upload file downloaded and read back: the platform's headings and codes.
    await page.getByRole('link', { name: 'Before upload' }).click();
    await waitForPath(page, '/busi/k12/physiqueManage/testResult/editUpReport');
    const states = page.getByRole('table', { name: 'Classes' });
    await expect.poll(() => states.getByRole('rowheader').count()).toBeGreaterThan(0);
    const problems = page.getByRole('grid', { name: 'Problems' });
    const fix = problems.getByRole('button', { name: /Registration number$/ }).first();
    await expect.poll(() => fix.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const fixName = (await fix.getAttribute('aria-label')) ?? '';
    await fix.click();
    const fixing = page.getByRole('dialog', { name: /^Fix the record of / });
    await expect.poll(() => fixing.getByRole('textbox', { name: 'Registration number' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await fixing.getByRole('textbox', { name: 'Registration number' }).fill('G110101201802030011');
    await fixing.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => problems.getByRole('button', { name: fixName, exact: true }).count()).toBe(0);
    const [upload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the upload file' }).click(),
    ]);
    expect(upload.suggestedFilename()).toMatch(/^学生体测成绩导入 .*\.xlsx$/);
    const uploadRows = await sheetRows(upload);
    expect(uploadRows[0]?.slice(0, 9)).toEqual([...UPLOAD_BASE_HEADINGS]);
    expect(uploadRows.length).toBeGreaterThan(1);
    for (const row of uploadRows.slice(1)) {
      // Grade codes of a primary school, sex as 1 or 2, the class code as grade code and number.
      expect(row[0]).toMatch(/^1[1-6]$/);
      expect(['1', '2']).toContain(row[6]);
      expect(row[1]?.startsWith(row[0] ?? '-')).toBe(true);
    }
    expect(uploadRows.some((row) => row[3] === 'G110101201802030011')).toBe(true);

    // A parent looks the student up on the public page, signed out: refused for a wrong name, then
    // shown the year's report for the right one.
    const student = {
      name: (await table.getByRole('rowheader').first().textContent()) ?? '',
      number: (await table.getByRole('row').nth(1).getByRole('gridcell').first().textContent()) ?? '',
    };
    const schoolCode = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const response = await fetch('/api/busi/web/currentOrg/detail', {
        headers: { authorization: `${token.tokenType} ${token.accessToken}` },
      });
      return ((await response.json()) as { data: { code: string } }).data.code;
    });
    const parent = await openPage(journeys.browser, 'zh-CN');
    await parent.goto(`${journeys.product.origin}/busi/scoreReportK12`);
    await expect.poll(() => parent.getByRole('heading', { name: '中小学生体质健康成绩查询' }).count()).toBe(1);
    const lookUp = async (name: string) => {
      await parent.getByRole('textbox', { name: '学校代码' }).fill(schoolCode);
      await parent.getByRole('textbox', { name: '学号' }).fill(student.number);
      await parent.getByRole('textbox', { name: '学生姓名' }).fill(name);
      await parent.getByRole('textbox', { name: '验证码' }).fill(JOURNEY_CAPTCHA);
      await parent.getByRole('button', { name: '查询' }).click();
    };
    await lookUp(`${student.name}某`);
    await expect
      .poll(() => parent.getByRole('alert').textContent())
      .toContain('没有与该学校代码、学号和姓名相符的学生');
    await lookUp(student.name);
    await expect.poll(() => parent.getByRole('heading', { level: 2 }).textContent()).toContain(student.name);
    expect(await parent.getByRole('table').first().getByRole('rowheader').count()).toBeGreaterThan(0);
    expect(await axeViolations(parent)).toEqual([]);
    await parent.context().close();
  });

  it('reads the year, before upload and the universities’ lookup in traditional Chinese, dark, signed in', async () => {
    const context = await journeys.browser.newContext({
      locale: 'zh-TW',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/home');
    // The year's list and its tallies, then before upload.
    await page.goto(`${journeys.product.origin}/busi/k12/physiqueManage/testResult`);
    await expect
      .poll(() => page.getByRole('region', { name: '彙總', exact: true }).count(), { message: 'the tallies' })
      .toBe(1);
    await expect.poll(() => page.getByRole('grid').getByRole('rowheader').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${journeys.product.origin}/busi/k12/physiqueManage/testResult/editUpReport`);
    const states = page.getByRole('table', { name: '各班級上報狀態' });
    await expect.poll(() => states.getByRole('rowheader').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('grid', { name: '問題列表' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The public page opened by someone signed in is the same page: the form, not the back office.
    await page.goto(`${journeys.product.origin}/busi/scoreReport`);
    await expect.poll(() => page.getByRole('heading', { name: '大學生體質健康成績查詢' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: '學校代碼' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
