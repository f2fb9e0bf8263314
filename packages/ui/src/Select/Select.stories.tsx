import { useEffect, useState } from 'react';
import { expect, fn, userEvent as pointer, waitFor, within } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame, inBox } from '../testing/stories.tsx';
import { Select, SelectItem, type SelectOption, type SelectProps } from './Select.tsx';

const grades: SelectOption[] = [
  { id: 1, label: '一年级' },
  { id: 2, label: '二年级' },
  { id: 3, label: '三年级' },
  { id: 4, label: '四年级' },
  { id: 5, label: '五年级', isDisabled: true },
  { id: 6, label: '六年级' },
];

const page = within(document.body);

const meta = preview.meta({
  title: 'Inputs/Select',
  component: Select,
  args: { label: '年级', items: grades, onChange: fn(), onOpenChange: fn() },
  ...fieldStoryFrame(240),
});

export const Default = meta.story({
  args: { description: '按学生当前所在年级选择' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await expectTabTo(canvas, userEvent, 'button', /年级/);
    await expect(trigger).toHaveTextContent('请选择');

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '一年级' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: '三年级' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(trigger).toHaveTextContent('三年级');
    // The focus comes back once the closed list has left, a frame or more later.
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes the list without changing the value.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('三年级');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const DisabledOptionsAreSkipped = meta.story({
  args: { defaultValue: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年级/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '五年级' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '四年级' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: '六年级' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
});

export const WithChildren = meta.story({
  args: { label: '学段', items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="primary">小学</SelectItem>
      <SelectItem id="lower">初中</SelectItem>
      <SelectItem id="upper">高中</SelectItem>
      <SelectItem id="university">大学</SelectItem>
    </Select>
  ),
  play: async ({ canvas, args }) => {
    await pointer.click(canvas.getByRole('button', { name: /学段/ }));
    await pointer.click(await page.findByRole('option', { name: '初中' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('lower');
  },
});

export const Open = meta.story({
  args: { defaultOpen: true, defaultValue: 2 },
  decorators: [inBox({ minHeight: 280 })],
  play: async () => {
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '二年级' })).toHaveAttribute('aria-selected', 'true');
    // The popover lives inside the theme root, so the theme's colours apply to it.
    await expect(listbox.closest('[data-theme]')).not.toBeNull();
  },
});

/**
 * A form that loads its choices: no options at first, then the options a moment later; meanwhile
 * it re-renders on a timer, as a form with several loaders does, building its options anew each time.
 */
function LoadingChoices({ items = [], ...props }: SelectProps) {
  const [loaded, setLoaded] = useState(false);
  const [, setRenders] = useState(0);
  useEffect(() => {
    const load = setTimeout(() => setLoaded(true), 300);
    const rerender = setInterval(() => setRenders((count) => count + 1), 50);
    return () => {
      clearTimeout(load);
      clearInterval(rerender);
    };
  }, []);
  return <Select {...props} items={loaded ? items.map((item) => ({ ...item })) : []} isLoading={!loaded} />;
}

/** Pressed before its options have come, the list opens, says so, and shows them where they arrive. */
export const OpensWhileLoading = meta.story({
  render: (args) => <LoadingChoices {...args} />,
  play: async ({ canvas, args }) => {
    await pointer.click(canvas.getByRole('button', { name: /年级/ }));
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveTextContent('加载中…');
    const option = await within(listbox).findByRole('option', { name: '三年级' });
    // The same list, still open under the re-renders.
    await expect(page.getByRole('listbox')).toBe(listbox);
    await pointer.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /年级/ })).toHaveTextContent('三年级');
  },
});

/** The same by keyboard: the arrow key opens the loading list, whose first option takes the focus once it comes. */
export const OpensWhileLoadingByKeyboard = meta.story({
  render: (args) => <LoadingChoices {...args} />,
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveTextContent('加载中…');
    const first = await within(listbox).findByRole('option', { name: '一年级' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
});

/** With no options at all, the list still opens and says there are none. */
export const NoOptions = meta.story({
  args: { items: [] },
  play: async ({ canvas }) => {
    await pointer.click(canvas.getByRole('button', { name: /年级/ }));
    await expect(await page.findByRole('listbox')).toHaveTextContent('无可选项');
  },
});

export const Required = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择年级' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择年级')).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`年级（${size}）`} defaultValue={1} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium] = canvas.getAllByRole('button');
    await expect(small?.getBoundingClientRect().height).toBe(24);
    await expect(medium?.getBoundingClientRect().height).toBe(32);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /年级/ })).toBeDisabled();
  },
});

export const Dark = meta.story({
  args: { defaultOpen: true, defaultValue: 2, description: '按学生当前所在年级选择' },
  decorators: Open.input.decorators,
  globals: { theme: 'dark' },
  play: Open.input.play,
});

export const English = meta.story({
  args: {
    label: 'Grade',
    items: [
      { id: 1, label: 'Grade 1' },
      { id: 2, label: 'Grade 2' },
      { id: 3, label: 'Grade 3' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Grade/ });
    await expect(trigger).toHaveTextContent('Select');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
});

export const TraditionalChinese = meta.story({
  args: {
    label: '年級',
    items: [
      { id: 1, label: '一年級' },
      { id: 2, label: '二年級' },
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /年級/ })).toHaveTextContent('請選擇');
  },
});
