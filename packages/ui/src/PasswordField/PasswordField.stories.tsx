import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = preview.meta({
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: '密码', placeholder: '6 到 20 个字符', onChange: fn(), onRevealedChange: fn() },
  ...fieldStoryFrame(320),
});

export const Default = meta.story({
  args: { isRequired: true, description: '只能包含字母、数字和特殊符号' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText(/密码/, { selector: 'input' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('s3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');

    const _show = await expectTabTo(canvas, userEvent, 'button', '显示密码');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: '隐藏密码' });
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(hide).toHaveAccessibleName('显示密码');
  },
});

export const Revealed = meta.story({
  args: { defaultRevealed: true, defaultValue: 'Passw0rd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('Passw0rd')).toHaveAttribute('type', 'text');
  },
});

export const Invalid = meta.story({
  args: { defaultValue: '123', isInvalid: true, errorMessage: '密码长度为 6 到 20 个字符' },
});

export const Disabled = meta.story({
  args: { defaultValue: 'Passw0rd', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
  },
});

export const Small = meta.story({ args: { size: 'small' } });

export const Dark = meta.story({
  args: { defaultValue: 'Passw0rd', description: '只能包含字母、数字和特殊符号' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Password', placeholder: '6 to 20 characters' },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '密碼', placeholder: '6 到 20 個字元' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '顯示密碼' })).toBeVisible();
  },
});
