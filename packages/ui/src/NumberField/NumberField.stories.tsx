import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { NumberField } from './NumberField.tsx';

const meta = preview.meta({
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: '可激活设备数', minValue: 0, maxValue: 99, step: 1, onChange: fn() },
  ...fieldStoryFrame(240),
});

export const Default = meta.story({
  args: { defaultValue: 10, description: '须大于已激活设备数' },
  play: async ({ canvas, userEvent, args }) => {
    const input = await expectTabTo(canvas, userEvent, 'textbox', '可激活设备数');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('11');
    await userEvent.keyboard('{Control>}a{/Control}150');
    await userEvent.tab();
    // Typed values are clamped to the range when the field commits.
    await expect(input).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
  },
});

export const Steppers = meta.story({
  args: { defaultValue: 0 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '可激活设备数' });
    // react-aria names the steppers in the locale: 提高 and 降低 in zh-CN.
    const increase = canvas.getByRole('button', { name: '提高 可激活设备数' });
    const decrease = canvas.getByRole('button', { name: '降低 可激活设备数' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
  },
});

export const Decimal = meta.story({
  args: {
    label: '最低报名费',
    defaultValue: 1234.5,
    minValue: 0.01,
    maxValue: undefined,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'CNY' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '最低报名费' })).toHaveValue('¥1,234.50');
  },
});

export const Percent = meta.story({
  args: {
    label: '及格率',
    defaultValue: 0.875,
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    formatOptions: { style: 'percent' },
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <NumberField key={size} {...args} size={size} label={`${args.label}（${size}）`} defaultValue={5} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('group');
    await expect(groups[0]?.getBoundingClientRect().height).toBe(24);
    await expect(groups[1]?.getBoundingClientRect().height).toBe(32);
  },
});

export const Invalid = meta.story({
  args: { defaultValue: 3, isInvalid: true, errorMessage: '可激活设备数须大于已激活设备数（5）' },
});

export const Disabled = meta.story({
  args: { defaultValue: 8, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '可激活设备数' })).toBeDisabled();
  },
});

export const Dark = meta.story({
  args: { defaultValue: 10, isRequired: true, description: '须大于已激活设备数' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    label: 'Minimum fee',
    defaultValue: 1234.5,
    step: 0.01,
    maxValue: undefined,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Minimum fee' });
    await expect(input).toHaveValue('$1,234.50');
    // Where a pointer hovers, the steppers wait for it: hidden at rest, shown over the field.
    await expect(canvas.getByRole('button', { name: /Increase/ })).not.toBeVisible();
    await userEvent.hover(input);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Increase/ })).toBeVisible());
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '可啟用裝置數', defaultValue: 10 },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    // Focus shows the steppers as hovering does.
    canvas.getByRole('textbox', { name: '可啟用裝置數' }).focus();
    await waitFor(() => expect(canvas.getByRole('button', { name: '放大 可啟用裝置數' })).toBeVisible());
  },
});
