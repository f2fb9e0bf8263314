import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { groupOrientations } from '../CheckboxGroup/CheckboxGroup.tsx';
import { fieldSizes } from '../Field/Field.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: '13' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '第二学期' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('11');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择学期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Small: Story = { args: { size: 'small', defaultValue: '11' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '11' } };

export const Dark: Story = {
  args: { orientation: 'horizontal', defaultValue: '11', isRequired: true, description: '导入学生前须先选择学期' },
  globals: { theme: 'dark' },
};

export const English: Story = {
  args: { label: 'Semester', defaultValue: '11' },
  globals: { locale: 'en-US' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="11">First semester</Radio>
      <Radio value="13">Second semester</Radio>
    </RadioGroup>
  ),
};

export const TraditionalChinese: Story = {
  args: { label: '學期', defaultValue: '13' },
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="11">第一學期</Radio>
      <Radio value="13">第二學期</Radio>
    </RadioGroup>
  ),
};
