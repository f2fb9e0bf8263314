import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// Issue 46: the school's meet organiser holds a role of the sports meets alone. Signing in takes
// them to the single frame, whose menu is the meets and nothing else; there they open the trials,
// draw the event left undrawn, and find that the rest of the back-office is not theirs.
describe('the single frame of a meets-only account', () => {
  const journeys = startJourneys();

  it('lands on the meets, runs the trials’ draw there, and finds nothing else', async () => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'meetadmin');
    await waitForScreen(page, '/busi/single/sportsMeet', 'sportsMeet');
    const nav = page.getByRole('navigation', { name: '主导航' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['运动会']);
    await expect.poll(() => page.getByRole('button', { name: '详情：校园田径选拔赛' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '详情：校园田径选拔赛' }).click();
    await waitForScreen(page, '/busi/single/sportsMeet/detail/**', 'sportsMeet/detail');
    await page.getByRole('button', { name: '编排', exact: true }).click();
    await waitForScreen(page, '/busi/single/sportsMeet/detail/arrange/**', 'sportsMeet/detail/arrange');
    const rope = page.getByRole('region', { name: '一分钟跳绳 · 混合' });
    await expect.poll(() => rope.getByText('尚未抽签，2 人报名').count()).toBe(1);
    await rope.getByRole('button', { name: '抽签：一分钟跳绳 · 混合' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    await expect.poll(() => rope.getByRole('table', { name: '第 1 组（试跳/试掷顺序）' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The school's classes are another role's: the frame says so instead of showing them.
    await page.goto(`${journeys.product.origin}/busi/k12/org/class`);
    await waitForPath(page, '/busi/k12/org/class');
    await expect.poll(() => page.locator('[data-screen="org/class"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('班级');
  });
});
