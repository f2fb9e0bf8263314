import { expect, fn, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select/Select.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame, inBox } from '../testing/stories.tsx';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

const venues: SelectOption[] = [
  { id: 'track', label: '田径场' },
  { id: 'gym', label: '体育馆' },
  { id: 'pool', label: '游泳馆' },
  { id: 'court', label: '篮球场' },
  { id: 'field', label: '足球场' },
  { id: 'hall', label: '乒乓球馆', isDisabled: true },
];

const page = within(document.body);

const meta = preview.meta({
  title: 'Inputs/ComboBox',
  component: ComboBox,
  args: { label: '场馆', placeholder: '输入名称筛选', items: venues, onChange: fn(), onInputChange: fn() },
  ...fieldStoryFrame(260),
});

export const Default = meta.story({
  args: { description: '可输入场馆名称的一部分' },
  play: async ({ canvas, userEvent, args }) => {
    const input = await expectTabTo(canvas, userEvent, 'combobox', '场馆');
    await userEvent.keyboard('球');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await expect(within(listbox).queryByRole('option', { name: '田径场' })).toBeNull();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: '足球场' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('足球场');
    await expect(args.onChange).toHaveBeenLastCalledWith('field');
  },
});

export const NoResults = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '场馆' }));
    await userEvent.keyboard('网球');
    await expect(await page.findByText('无匹配结果')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByText('无匹配结果')).toBeNull());
  },
});

export const OpenWithButton = meta.story({
  args: { defaultValue: 'gym' },
  decorators: [inBox({ minHeight: 280 })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /显示建议/ }));
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(venues.length);
    await expect(within(listbox).getByRole('option', { name: '体育馆' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const CustomValue = meta.story({
  args: { label: '比赛地点', allowsCustomValue: true, description: '不在列表中时可直接输入' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: '比赛地点' });
    await userEvent.click(input);
    await userEvent.keyboard('城东体育中心');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input).toHaveValue('城东体育中心');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('城东体育中心');
  },
});

export const WithChildren = meta.story({
  args: { label: '项目', items: undefined },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="100m">100 米</ComboBoxItem>
      <ComboBoxItem id="200m">200 米</ComboBoxItem>
      <ComboBoxItem id="long-jump">跳远</ComboBoxItem>
    </ComboBox>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '项目' }));
    await userEvent.keyboard('跳');
    await userEvent.click(await page.findByRole('option', { name: '跳远' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('long-jump');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择场馆' },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'pool' } });

export const Dark = meta.story({
  ...OpenWithButton.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    label: 'Venue',
    placeholder: 'Type to filter',
    items: [
      { id: 'track', label: 'Track' },
      { id: 'gym', label: 'Gymnasium' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Venue' }));
    await userEvent.keyboard('pool');
    await expect(await page.findByText('No matching results')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    label: '場館',
    placeholder: '輸入名稱篩選',
    items: [
      { id: 'track', label: '田徑場' },
      { id: 'gym', label: '體育館' },
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '場館' }));
    await userEvent.keyboard('泳');
    await expect(await page.findByText('無相符結果')).toBeVisible();
  },
});
