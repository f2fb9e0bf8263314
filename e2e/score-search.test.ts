import { describe, expect, it } from 'vitest';
import { axeViolations, chooseOption, startJourneys } from './harness.ts';
import { sheetRows } from './spreadsheets.ts';

// Issue 45: values typed into a running test plan are found on the score search by the student's
// number, shown in their unit with their score and band, an implausible one marked for a second
// check, narrowed by item and exported.
describe('score search of the school', () => {
  const journeys = startJourneys();

  it('finds typed results by student and item, marks the implausible one, and exports them', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/organizeTest/scoreSearch', { locale: 'en-US' });
    // A running plan of a first-grade class, and two values typed for its first student, through
    // the gateway as the check page will send them.
    const typed = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const headers = { authorization: `${token.tokenType} ${token.accessToken}`, 'content-type': 'application/json' };
      const call = async (method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}) => {
        const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
        const response = await fetch(`/api/busi/web/${path}${query}`, {
          method,
          headers,
          body: method === 'POST' ? JSON.stringify(body) : undefined,
        });
        const answer = await response.json();
        if (answer.code !== '200') throw new Error(`${path}: ${answer.msg}`);
        return answer.data;
      };
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const [year] = await call('GET', 'acayear/list');
      const grades: { gradeId: string; level: number }[] = await call('GET', 'grade/list');
      const firstGrade = grades.find((grade) => grade.level === 1);
      const classes: { classId: string; gradeId: string }[] = await call('GET', 'class/list');
      const classId = classes.find((entry) => entry.gradeId === firstGrade?.gradeId)?.classId ?? '';
      const { planId } = await call('POST', 'testPlan/add', {
        name: 'Autumn sprint check',
        academicYearId: year.uid,
        semesterId: year.semesters[0].semesterId,
        kind: 'school',
        grades: [{ grade: 'g1', items: ['sprint50m', 'ropeSkipping'] }],
        classIds: [classId],
        startDate: day(-1),
        endDate: day(1),
      });
      await call('POST', 'testPlan/status', { planId, action: 'start' });
      const sheet = await call('GET', 'testPlan/result/sheet', { planId, classId });
      const [first] = sheet.students as { studentId: string; name: string; studentNumber: string }[];
      await call('POST', 'testPlan/result/save', {
        planId,
        classId,
        entries: [
          { studentId: first?.studentId, measurement: 'sprint50m', value: 9.1 },
          { studentId: first?.studentId, measurement: 'ropeSkipping', value: 320 },
        ],
      });
      return { name: first?.name ?? '', number: first?.studentNumber ?? '' };
    });

    // The plan is new: the page is opened again to offer it among the filters' plans.
    await page.reload();
    await chooseOption(page, page, /Test plan:/, 'Autumn sprint check');
    await page.getByRole('searchbox', { name: 'Student name or number' }).fill(typed.number);
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([typed.name, typed.name]);
    const sprint = table.getByRole('row').filter({ hasText: '50 m sprint' });
    await expect.poll(() => sprint.getByRole('gridcell', { name: '9.1', exact: true }).count()).toBe(1);
    const skipping = table.getByRole('row').filter({ hasText: 'rope skipping' });
    await expect.poll(() => skipping.getByText('Needs a check').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await chooseOption(page, page, /Item:/, '50 m sprint');
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(1);
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Score search.xlsx');
    const rows = await sheetRows(download);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([typed.name, typed.number, '50 m sprint (s)', '9.1']));
  });

  it('pages the results forwards and back by the pager, and the quick jumper lands on the same page', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/organizeTest/scoreSearch', { locale: 'en-US' });
    const table = page.getByRole('grid');
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.count()).toBe(10);
    const shown = () => rows.allTextContents();
    const first = await shown();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    // The next page is read by the key of the last row shown; going back by the first one.
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await shown()).some((row) => first.includes(row))).toBe(false);
    const second = await shown();
    expect(second.length).toBeGreaterThan(0);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(shown).toEqual(first);
    // The quick jumper to page 2 lands on the same rows as the next-page button did.
    await pager.getByRole('textbox', { name: 'Go to page' }).fill('2');
    await pager.getByRole('textbox', { name: 'Go to page' }).press('Enter');
    await expect.poll(shown).toEqual(second);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('reads the pupils’ own test records, outside any plan, by grade, in traditional Chinese and dark', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/selfTest/testRecord', {
      locale: 'zh-TW',
      colorScheme: 'dark',
    });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('測驗紀錄');
    const table = page.getByRole('grid');
    // The demo pupils skipped rope on the playground's counter between the school's two tests.
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.filter({ hasNotText: '1分鐘跳繩' }).count()).toBe(0);
    // Test records belong to no plan: neither a plan column nor a plan filter is offered.
    expect(await page.getByRole('button', { name: /測驗計畫/ }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: '測驗計畫' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await chooseOption(page, page, /年級/, '一年級');
    await expect.poll(() => rows.filter({ hasNotText: '一年級' }).count()).toBe(0);
    const firstGrade = await rows.count();
    expect(firstGrade).toBeGreaterThan(0);
    await page.getByRole('button', { name: '匯出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('測驗紀錄.xlsx');
    const sheet = await sheetRows(download);
    expect(sheet.length).toBeGreaterThanOrEqual(firstGrade + 1);
    expect(sheet.slice(1).every((row) => row.includes('一年級') && row.includes('1分鐘跳繩（次）'))).toBe(true);
    await page.context().close();
  });

  it('reads a month of the pupils’ exercise, by kind, sorted by duration, and exports it', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/exerciseRecord', { locale: 'en-US' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Exercise records');
    const table = page.getByRole('grid');
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    // The demo month: rope skipping and sit-ups from the playground's counter, runs, walks and rides from the app.
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await chooseOption(page, page, /Exercise:/, 'Running');
    await expect.poll(() => rows.filter({ hasNotText: 'Running' }).count()).toBe(0);
    const runs = await rows.count();
    expect(runs).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'Mobile app' }).count()).toBe(runs);
    // Longest first: the duration header sorts on the gateway, and the durations read down the page.
    const durationHeader = table.getByRole('columnheader', { name: /Duration/ });
    await durationHeader.click();
    await expect.poll(() => durationHeader.getAttribute('aria-sort')).toBe('ascending');
    await durationHeader.click();
    await expect.poll(() => durationHeader.getAttribute('aria-sort')).toBe('descending');
    const seconds = (text: string) => {
      const [, hours, minutes, rest] = /^(?:(\d+)h)?(\d+)'(\d+)"$/.exec(text.trim()) ?? [];
      return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(rest);
    };
    const durations = async () =>
      Promise.all(
        (await rows.all()).map(async (row) => {
          const cells = await row.getByRole('gridcell').allTextContents();
          return seconds(cells.find((cell) => /^(\d+h)?\d+'\d{2}"$/.test(cell.trim())) ?? '');
        }),
      );
    await expect
      .poll(async () => {
        const shown = await durations();
        return shown.every((value, index) => index === 0 || (shown[index - 1] ?? 0) >= value);
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Exercise records.xlsx');
    const sheet = await sheetRows(download);
    expect(sheet.length - 1).toBeGreaterThanOrEqual(runs);
    expect(sheet.slice(1).every((row) => row.includes('Running') && row.includes('Mobile app'))).toBe(true);
  });
});
