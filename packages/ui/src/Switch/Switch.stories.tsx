import { expect, fn } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldSizeArgTypes } from '../testing/stories.tsx';
import { Switch } from './Switch.tsx';

const meta = preview.meta({
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: '启用账号', onChange: fn() },
  argTypes: fieldSizeArgTypes,
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const toggle = await expectTabTo(canvas, userEvent, 'switch', '启用账号');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('启用账号'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

export const On = meta.story({ args: { defaultSelected: true, description: '停用后该账号无法登录' } });

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {fieldSizes.map((size) => (
        <Switch key={size} {...args} size={size} defaultSelected>
          {`启用账号（${size}）`}
        </Switch>
      ))}
      {fieldSizes.map((size) => (
        <Switch key={size} {...args} size={size}>
          {`显示成绩（${size}）`}
        </Switch>
      ))}
    </div>
  ),
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('启用账号'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const Dark = meta.story({
  ...Sizes.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { children: 'Account enabled', defaultSelected: true, description: 'A disabled account cannot sign in' },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: { children: '啟用帳號' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: '啟用帳號' })).toBeChecked();
  },
});
