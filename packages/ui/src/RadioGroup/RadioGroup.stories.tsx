import { expect, fn } from 'storybook/test';
import { groupOrientations } from '../CheckboxGroup/CheckboxGroup.tsx';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = preview.meta({
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: { label: '学期', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: groupOrientations },
    size: { control: 'inline-radio', options: fieldSizes },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="11">第一学期</Radio>
      <Radio value="13">第二学期</Radio>
      <Radio value="summer" isDisabled>
        暑期（未开放）
      </Radio>
    </RadioGroup>
  ),
});

export const Default = meta.story({
  args: { description: '导入学生前须先选择学期' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '学期' })).toHaveAccessibleDescription(
      '导入学生前须先选择学期',
    );
    const first = await expectTabTo(canvas, userEvent, 'radio', '第一学期');
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: '第二学期' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('13');
    // The disabled radio is skipped: the arrow wraps to the first one.
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toBeChecked();
  },
});

export const Horizontal = meta.story({
  args: { orientation: 'horizontal', defaultValue: '13' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '第二学期' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('11');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择学期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Small = meta.story({ args: { size: 'small', defaultValue: '11' } });

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '11' } });

export const Dark = meta.story({
  args: { orientation: 'horizontal', defaultValue: '11', isRequired: true, description: '导入学生前须先选择学期' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Semester', defaultValue: '11' },
  globals: { locale: 'en-US' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="11">First semester</Radio>
      <Radio value="13">Second semester</Radio>
    </RadioGroup>
  ),
});

export const TraditionalChinese = meta.story({
  args: { label: '學期', defaultValue: '13' },
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="11">第一學期</Radio>
      <Radio value="13">第二學期</Radio>
    </RadioGroup>
  ),
});
