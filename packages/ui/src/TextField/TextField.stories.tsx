import { expect, fn } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { TextField } from './TextField.tsx';

const meta = preview.meta({
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: '姓名', placeholder: '请输入姓名', onChange: fn() },
  ...fieldStoryFrame(320),
});

export const Default = meta.story({
  args: { description: '与身份证上的姓名一致' },
  play: async ({ canvas, userEvent, args }) => {
    const input = await expectTabTo(canvas, userEvent, 'textbox', '姓名');
    await expect(input).toHaveAccessibleDescription('与身份证上的姓名一致');
    await userEvent.keyboard('张三');
    await expect(input).toHaveValue('张三');
    await expect(args.onChange).toHaveBeenLastCalledWith('张三');
  },
});

export const Required = meta.story({
  args: { isRequired: true, name: 'name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
});

export const Invalid = meta.story({
  args: {
    isInvalid: true,
    errorMessage: '姓名不能超过 20 个字符',
    defaultValue: '这是一个非常非常非常非常非常非常长的名字',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('姓名不能超过 20 个字符');
  },
});

export const Validated = meta.story({
  args: {
    label: '登录账号',
    placeholder: '6 到 20 个字符',
    validationBehavior: 'aria',
    validate: (value) => (value.length > 0 && value.length < 6 ? '账号至少 6 个字符' : null),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '登录账号' });
    await userEvent.click(input);
    await userEvent.keyboard('abc');
    await expect(canvas.getByText('账号至少 6 个字符')).toBeVisible();
    await userEvent.keyboard('def');
    await expect(canvas.queryByText('账号至少 6 个字符')).toBeNull();
  },
});

export const WithCounter = meta.story({
  args: { label: '训练计划名称', placeholder: '1 到 20 个字符', maxLength: 20, showCount: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('0 / 20')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('春季田径训练');
    await expect(canvas.getByText('6 / 20')).toBeVisible();
    await userEvent.keyboard('一二三四五六七八九十一二三四五六七八');
    await expect(canvas.getByRole('textbox')).toHaveValue('春季田径训练一二三四五六七八九十一二三四');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`${args.label}（${size}）`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium] = canvas.getAllByRole('textbox');
    await expect(small?.parentElement?.getBoundingClientRect().height).toBe(24);
    await expect(medium?.parentElement?.getBoundingClientRect().height).toBe(32);
  },
});

export const WithAffixes = meta.story({
  args: { label: '身高', prefix: '约', suffix: 'cm', defaultValue: '172' },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: '李四' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
});

export const Dark = meta.story({
  args: { description: '与身份证上的姓名一致', isRequired: true, showCount: true, maxLength: 20, defaultValue: '王五' },
  globals: { theme: 'dark' },
});

export const DarkInvalid = meta.story({
  ...Invalid.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Name', placeholder: 'Enter a name', description: 'As on the ID card', isRequired: true },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: {
    label: '姓名',
    placeholder: '請輸入姓名',
    description: '與身分證上的姓名一致',
    showCount: true,
    maxLength: 20,
  },
  globals: { locale: 'zh-TW' },
});
