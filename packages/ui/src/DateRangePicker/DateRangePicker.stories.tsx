import { parseDate } from '@internationalized/date';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { fieldSizeArgTypes, inBox } from '../testing/stories.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

const page = within(document.body);

const meta = preview.meta({
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: { label: '报名时间', onChange: fn() },
  argTypes: fieldSizeArgTypes,
  decorators: [
    // The margin makes room for the two-month popover in screenshots, which measure the story's box.
    (Story, { parameters }) => (
      <div style={{ width: 320, marginInlineEnd: parameters.popoverRoom ? 300 : 0 }}>{Story()}</div>
    ),
  ],
});

/** The range an `onChange` mock was last called with, as `start/end`. */
function lastRange(mock: unknown): string | undefined {
  const calls = (mock as { mock: { calls: { start: unknown; end: unknown }[][] } }).mock.calls;
  const range = calls.at(-1)?.[0];
  return range ? `${range.start}/${range.end}` : undefined;
}

const september = { start: parseDate('2024-09-02'), end: parseDate('2024-09-06') };

export const Default = meta.story({
  args: { description: '开始和结束当天均可报名' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    // Typing fills the start date and runs on into the end date.
    await userEvent.keyboard('20240910');
    await userEvent.keyboard('20240920');
    await expect(lastRange(args.onChange)).toBe('2024-09-10/2024-09-20');
  },
});

export const CalendarKeyboard = meta.story({
  args: { defaultValue: september },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^2$/));
    // Enter starts a new range, the arrows move, Enter ends it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent(/^9$/);
    await userEvent.keyboard('{Enter}');
    for (let step = 0; step < 5 && document.activeElement?.textContent !== '11'; step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(document.activeElement).toHaveTextContent(/^11$/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(lastRange(args.onChange)).toBe('2024-09-09/2024-09-11');

    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

export const Open = meta.story({
  args: { defaultValue: september, defaultOpen: true },
  parameters: { popoverRoom: true },
  decorators: [inBox({ minHeight: 380 })],
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByText('2024年9月')).toBeVisible();
    await expect(within(dialog).getByText('2024年10月')).toBeVisible();
  },
});

export const Reversed = meta.story({
  args: {
    defaultValue: { start: parseDate('2024-09-10'), end: parseDate('2024-09-01') },
    validationBehavior: 'aria',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('结束日期不能早于开始日期')).toBeVisible();
  },
});

export const OutOfRange = meta.story({
  args: {
    defaultValue: { start: parseDate('2024-08-30'), end: parseDate('2024-09-06') },
    minValue: parseDate('2024-09-01'),
    validationBehavior: 'aria',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('日期不能早于 2024年9月1日')).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <DateRangePicker key={size} {...args} size={size} label={`报名时间（${size}）`} defaultValue={september} />
      ))}
    </div>
  ),
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: september } });

export const Dark = meta.story({
  ...Open.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Registration period', defaultValue: september, defaultOpen: true },
  parameters: Open.input.parameters,
  decorators: Open.input.decorators,
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByText('September 2024')).toBeVisible();
    await expect(within(dialog).getByText('October 2024')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    label: '報名時間',
    defaultValue: { start: parseDate('2024-09-10'), end: parseDate('2024-09-01') },
    validationBehavior: 'aria',
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('結束日期不能早於開始日期')).toBeVisible();
  },
});
