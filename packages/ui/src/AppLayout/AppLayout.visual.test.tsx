import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import {
  Collapsed,
  Dark,
  DarkCollapsed,
  Default,
  Mobile,
  Searching,
  TraditionalChinese,
} from './AppLayout.stories.tsx';

async function search(query: string) {
  await userEvent.fill(page.getByRole('searchbox', { name: '搜索菜单' }), query);
}

// The collapsed navigation is loaded when first shown: its picture waits for its entries.
async function collapsedShown() {
  await expect.element(page.getByRole('link', { name: '首页' })).toBeInTheDocument();
}

// The fly-out of the second group, opened from the keyboard as a user would.
async function openFlyout() {
  await collapsedShown();
  page.getByRole('button', { name: '体质健康' }).element().focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(page.getByRole('menu')).toBeVisible();
}

describe('AppLayout looks the same', () => {
  it.each([
    ['default-light', Default],
    ['mobile', Mobile],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });

  it('collapsed', async () => {
    await expectStoryToLookTheSame('collapsed', Collapsed, collapsedShown);
  });

  it('search-filtered', async () => {
    await expectStoryToLookTheSame('search-filtered', Searching, () => search('报表'));
  });

  it.each([
    ['collapsed-flyout', Collapsed],
    ['collapsed-flyout-dark', DarkCollapsed],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story, openFlyout);
  });
});
