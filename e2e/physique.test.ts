import { describe, expect, it } from 'vitest';
import { axeViolations, chooseOption, startJourneys } from './harness.ts';
import { sheetRows } from './spreadsheets.ts';

// Issue 48: the demo school's national test under way shows as each student's year, scored by the
// standard, with the school's and classes' tallies above; the students still lacking items are
// found by one filter, and the year is exported.
describe('physique results of the school', () => {
  const journeys = startJourneys();

  it('shows the year’s reports and tallies, finds the incomplete ones, and exports the year', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/physiqueManage/testResult', { locale: 'en-US' });
    await expect.poll(() => page.getByRole('heading', { name: 'Physique results' }).count()).toBe(1);

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

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Physique results.xlsx');
    const rows = await sheetRows(download);
    expect(rows[0]).toEqual(expect.arrayContaining(['Student', 'Student number', 'Total', 'Band', 'Missing items']));
    expect(rows.length).toBeGreaterThan(1);
    const band = rows[0]?.indexOf('Band') ?? -1;
    expect(rows.slice(1).every((row) => row[band] === 'Incomplete')).toBe(true);
  });
});
