import { parseTime } from '@internationalized/date';
import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { fieldStoryFrame } from '../testing/stories.tsx';
import { TimeField } from './TimeField.tsx';

const meta = preview.meta({
  title: 'Inputs/TimeField',
  component: TimeField,
  args: { label: '开始时间', hourCycle: 24, onChange: fn() },
  ...fieldStoryFrame(200),
});

export const Default = meta.story({
  args: { defaultValue: parseTime('08:00'), description: '学校时间，24 小时制' },
  play: async ({ canvas, userEvent, args }) => {
    // Typing moves from the hour to the minute; the arrow keys change the focused part.
    const [hour, minute] = canvas.getAllByRole('spinbutton');
    await userEvent.click(hour as HTMLElement);
    await userEvent.keyboard('09');
    await expect(minute).toHaveFocus();
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseTime('09:45'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseTime('09:46'));
  },
});

export const Empty = meta.story({ args: { isRequired: true } });

export const Invalid = meta.story({
  args: { defaultValue: parseTime('07:00'), isInvalid: true, errorMessage: '结束时间须晚于开始时间' },
});

export const Dark = meta.story({
  args: { defaultValue: parseTime('13:30') },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Start', defaultValue: parseTime('16:05') },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    // The 24-hour clock holds in English too: no day period to choose.
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(2);
  },
});
