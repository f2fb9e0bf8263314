import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: '备注', placeholder: '请输入备注', onChange: fn() },
  ...fieldStoryFrame(360),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: '将显示在角色列表中' },
  play: async ({ canvas, userEvent, args }) => {
    const textArea = await expectTabTo(canvas, userEvent, 'textbox', '备注');
    await userEvent.keyboard('第一行{Enter}第二行');
    await expect(textArea).toHaveValue('第一行\n第二行');
    await expect(args.onChange).toHaveBeenLastCalledWith('第一行\n第二行');
  },
};

export const WithCount: Story = {
  args: { maxLength: 50, showCount: true, defaultValue: '负责本校田径队日常训练' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('11 / 50')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('和比赛');
    await expect(canvas.getByText('14 / 50')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请输入备注', showCount: true, maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('请输入备注');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '已归档的备注' } };

export const Dark: Story = {
  args: { description: '将显示在角色列表中', showCount: true, maxLength: 200, defaultValue: '负责本校田径队日常训练' },
  globals: { theme: 'dark' },
};

export const English: Story = {
  args: { label: 'Remark', placeholder: 'Add a remark', showCount: true, maxLength: 200 },
  globals: { locale: 'en-US' },
};

export const TraditionalChinese: Story = {
  args: { label: '備註', placeholder: '請輸入備註', description: '將顯示在角色列表中' },
  globals: { locale: 'zh-TW' },
};
