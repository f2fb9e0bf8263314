import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import {
  Cards,
  CardsDark,
  CardsEnglish,
  CardsTraditionalChinese,
  ControlledSettings,
  ControlledSettingsDark,
  Dark,
  Default,
  Empty,
  English,
  FirstLoad,
  PinnedColumns,
  PinnedColumnsDark,
  TraditionalChinese,
} from './PagedTable.stories.tsx';

// Four rows: the phone's cards fit the window's height.
function PhonePage() {
  return <Default.Component pageSize={4} />;
}

// The column settings, opened from the toolbar as a person would; they load on first opening.
async function openColumnSettings() {
  await userEvent.click(page.getByRole('button', { name: '列设置' }));
  await expect.element(page.getByRole('dialog', { name: '列设置' }).getByRole('list')).toBeVisible();
}

// The pinned table scrolled sideways, so the shot shows columns passing under the pinned ones.
async function scrollSideways(container: HTMLElement) {
  const grid = container.querySelector<HTMLElement>('[role="grid"]');
  const scroller = grid?.parentElement;
  if (!scroller) throw new Error('no table to scroll');
  // The distances of the pinned columns are measured once the header cells are laid out.
  await expect.poll(() => scroller.style.getPropertyValue('--paged-table-pin-2')).not.toBe('');
  scroller.scrollLeft = 120;
  await expect.poll(() => scroller.scrollLeft).toBe(120);
}

describe('PagedTable looks the same', () => {
  it.each([
    ['paged-table-default', Default],
    ['paged-table-dark', Dark],
    ['paged-table-empty', Empty],
    ['paged-table-first-load', FirstLoad],
    ['paged-table-en-US', English],
    ['paged-table-zh-TW', TraditionalChinese],
    ['paged-table-compact', ControlledSettings],
    ['paged-table-compact-dark', ControlledSettingsDark],
    ['paged-table-cards', Cards],
    ['paged-table-cards-dark', CardsDark],
    ['paged-table-cards-en-US', CardsEnglish],
    ['paged-table-cards-zh-TW', CardsTraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });

  it.each([
    ['paged-table-column-settings', ControlledSettings],
    ['paged-table-column-settings-dark', ControlledSettingsDark],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story, openColumnSettings);
  });

  it.each([
    ['paged-table-pinned-scrolled', PinnedColumns],
    ['paged-table-pinned-scrolled-dark', PinnedColumnsDark],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story, scrollSideways);
  });

  // On a phone the table shows cards by itself, with no layout asked for.
  it('paged-table-phone', async () => {
    await page.viewport(390, 1200);
    try {
      await expectStoryToLookTheSame('paged-table-phone', { Component: PhonePage });
    } finally {
      await page.viewport(1024, 768);
    }
  });
});
