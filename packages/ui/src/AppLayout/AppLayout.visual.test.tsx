import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './AppLayout.stories.tsx';

const { Default, Collapsed, DarkCollapsed, Mobile, Dark, Searching, TraditionalChinese } = composeStories(stories);

async function search(query: string) {
  await userEvent.fill(page.getByRole('searchbox', { name: '搜索菜单' }), query);
}

// The fly-out of the second group (体质健康), opened from the keyboard as a user would.
async function openFlyout(container: HTMLElement) {
  const group = container.querySelector<HTMLElement>('nav li:nth-child(3) button');
  group?.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(page.getByRole('menu')).toBeVisible();
}

describe('AppLayout looks the same', () => {
  it.each([
    ['default-light', Default],
    ['collapsed', Collapsed],
    ['mobile', Mobile],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
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
