import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { cssOf, demoBoxes, expectBelow, layoutArgTypes } from '../testing/layout.tsx';
import preview from '../testing/preview.tsx';
import { inDarkTheme, renderInBox } from '../testing/stories.tsx';
import { Stack, stackAligns } from './Stack.tsx';

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  args: { 'aria-label': '报名须知', children: demoBoxes(3) },
  argTypes: layoutArgTypes(stackAligns),
  render: renderInBox({ width: 320 }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByText(/^区块 \d$/).map((box) => box as HTMLElement);
    if (!first || !second || !third) throw new Error('three boxes expected');
    // One under the other, 12 px apart (the `md` spacing token), as wide as the stack.
    await expectBelow(first, second, 12);
    await expectBelow(second, third, 12);
    const stack = first.parentElement as HTMLElement;
    await expect(cssOf(stack, 'flex-direction')).toBe('column');
    await expect(first.getBoundingClientRect().width).toBe(stack.getBoundingClientRect().width);
    // Layout only: a plain element, no role of its own.
    await expect(stack.tagName).toBe('DIV');
    await expect(stack).not.toHaveAttribute('role');
  },
});

export const WideGap = meta.story({
  args: { gap: 'xxl' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/^区块 \d$/);
    if (!first || !second) throw new Error('two boxes expected');
    await expectBelow(first, second, 32);
  },
});

export const Centered = meta.story({
  args: {
    align: 'center',
    children: [<Button key="save">保存</Button>, <Button key="cancel">取消并返回列表</Button>],
  },
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    const cancel = canvas.getByRole('button', { name: '取消并返回列表' });
    const middle = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    // Each child keeps its own width, centred on the same line.
    await expect(Math.abs(middle(save) - middle(cancel))).toBeLessThan(1);
    await expect(save.getBoundingClientRect().width).toBeLessThan(cancel.getBoundingClientRect().width);
    // Tab follows the order the children are written in.
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
  },
});

export const AsList = meta.story({
  args: {
    as: 'ul',
    gap: 'xs',
    style: { margin: 0, padding: 0, listStyle: 'none' },
    children: ['100 米', '跳远', '实心球'].map((event) => <li key={event}>{event}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '报名须知' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.tagName).toBe('UL');
  },
});

export const Dark = meta.story(inDarkTheme(Default.input));
