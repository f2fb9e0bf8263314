import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { TextArea } from './TextArea.tsx';

const meta = preview.meta({
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: '备注', placeholder: '请输入备注', onChange: fn() },
  ...fieldStoryFrame(360),
});

export const Default = meta.story({
  args: { description: '将显示在角色列表中' },
  play: async ({ canvas, userEvent, args }) => {
    const textArea = await expectTabTo(canvas, userEvent, 'textbox', '备注');
    await userEvent.keyboard('第一行{Enter}第二行');
    await expect(textArea).toHaveValue('第一行\n第二行');
    await expect(args.onChange).toHaveBeenLastCalledWith('第一行\n第二行');
  },
});

export const WithCount = meta.story({
  args: { maxLength: 50, showCount: true, defaultValue: '负责本校田径队日常训练' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('11 / 50')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('和比赛');
    await expect(canvas.getByText('14 / 50')).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请输入备注', showCount: true, maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('请输入备注');
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '已归档的备注' } });

export const Dark = meta.story({
  args: { description: '将显示在角色列表中', showCount: true, maxLength: 200, defaultValue: '负责本校田径队日常训练' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Remark', placeholder: 'Add a remark', showCount: true, maxLength: 200 },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: { label: '備註', placeholder: '請輸入備註', description: '將顯示在角色列表中' },
  globals: { locale: 'zh-TW' },
});
