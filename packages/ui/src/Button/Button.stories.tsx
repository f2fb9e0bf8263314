import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = preview.meta({
  title: 'Inputs/Button',
  component: Button,
  args: { children: '保存', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
});

export const Primary = meta.story({
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const KeyboardActivation = meta.story({
  args: { variant: 'primary', children: 'Save' },
  play: async ({ canvas, userEvent, args }) => {
    const _button = await expectTabTo(canvas, userEvent, 'button', 'Save');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
});

export const AllVariants = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
  },
});

export const Dark = meta.story({
  ...AllVariants.input,
  globals: { theme: 'dark' },
});

export const Disabled = meta.story({
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '保存' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const TraditionalChinese = meta.story({
  args: { variant: 'primary', children: '儲存' },
  globals: { locale: 'zh-TW' },
});

export const English = meta.story({
  args: { variant: 'primary', children: 'Save' },
  globals: { locale: 'en-US' },
});
