import { parseDate } from '@internationalized/date';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { fieldStoryFrame, inBox } from '../testing/stories.tsx';
import { DatePicker } from './DatePicker.tsx';

const page = within(document.body);

const meta = preview.meta({
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { label: '比赛日期', onChange: fn(), onOpenChange: fn() },
  ...fieldStoryFrame(260),
});

/** The date an `onChange` mock was last called with, as `YYYY-MM-DD`. */
function lastDate(mock: unknown): string | undefined {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return calls.at(-1)?.[0]?.toString();
}

export const Default = meta.story({
  args: { description: '不得早于报名截止日期' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    // zh-CN orders the segments year, month, day; typing moves on to the next segment.
    const year = canvas.getByRole('spinbutton', { name: /年/ });
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2024');
    await expect(canvas.getByRole('spinbutton', { name: /月/ })).toHaveFocus();
    await userEvent.keyboard('09');
    await userEvent.keyboard('10');
    await expect(lastDate(args.onChange)).toBe('2024-09-10');
    // The arrow keys change the focused segment.
    await userEvent.keyboard('{ArrowUp}');
    await expect(lastDate(args.onChange)).toBe('2024-09-11');
  },
});

export const CalendarKeyboard = meta.story({
  args: { defaultValue: parseDate('2024-09-10') },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /日历/ });
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年9月');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^10$/));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent(/^18$/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(lastDate(args.onChange)).toBe('2024-09-18');

    // Escape closes the calendar and keeps the value.
    await userEvent.click(button);
    await page.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // The focus comes back once the closed calendar has left, a frame or more later.
    await waitFor(() => expect(button).toHaveFocus());
  },
});

export const NextMonth = meta.story({
  args: { defaultValue: parseDate('2024-09-10') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await page.findByRole('dialog');
    // react-aria adds a hidden twin of each paging button for screen readers.
    const [next] = within(dialog).getAllByRole('button', { name: '下一页' });
    await userEvent.click(next as HTMLElement);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年10月');
    await userEvent.keyboard('{Escape}');
  },
});

export const Open = meta.story({
  args: { defaultValue: parseDate('2024-09-10'), defaultOpen: true },
  decorators: [inBox({ minHeight: 360 })],
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await expect(dialog.closest('[data-theme]')).not.toBeNull();
  },
});

export const MinAndMax = meta.story({
  args: {
    label: '报名截止日期',
    minValue: parseDate('2024-09-05'),
    maxValue: parseDate('2024-09-20'),
    defaultValue: parseDate('2024-09-25'),
    validationBehavior: 'aria',
  },
  play: async ({ canvas }) => {
    // The range error is worded in the kit's locale, not the browser's.
    await expect(canvas.getByRole('group')).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByText('日期不能晚于 2024年9月20日')).toBeVisible();
  },
});

export const UnavailableDates = meta.story({
  args: {
    label: '场馆预约日期',
    defaultValue: parseDate('2024-09-10'),
    isDateUnavailable: (date) => date.toDate('UTC').getUTCDay() === 0,
    validationBehavior: 'aria',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await page.findByRole('dialog');
    // Sundays are closed: 2024-09-15 is one.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const [, , day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('15');
    await expect(canvas.getByText('所选日期不可用')).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择比赛日期' },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <DatePicker
          key={size}
          {...args}
          size={size}
          label={`比赛日期（${size}）`}
          defaultValue={parseDate('2024-09-10')}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('group');
    await expect(groups[0]?.getBoundingClientRect().height).toBe(24);
    await expect(groups[1]?.getBoundingClientRect().height).toBe(32);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: parseDate('2024-09-10') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /日历/ })).toBeDisabled();
  },
});

export const Dark = meta.story({
  ...Open.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Meet date', defaultValue: parseDate('2024-09-10'), defaultOpen: true },
  decorators: Open.input.decorators,
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('September 2024');
    await expect(within(dialog).getAllByRole('button', { name: 'Next' })[0]).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '比賽日期', defaultValue: parseDate('2024-09-10'), defaultOpen: true },
  decorators: Open.input.decorators,
  globals: { locale: 'zh-TW' },
  play: async () => {
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2024年9月');
  },
});
