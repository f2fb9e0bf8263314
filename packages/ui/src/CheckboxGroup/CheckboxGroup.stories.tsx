import { expect, fn } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { CheckboxGroup, groupOrientations } from './CheckboxGroup.tsx';

const meta = preview.meta({
  title: 'Inputs/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: '报名项目', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: groupOrientations },
    size: { control: 'inline-radio', options: fieldSizes },
  },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="100m">100 米</Checkbox>
      <Checkbox value="long-jump">跳远</Checkbox>
      <Checkbox value="shot-put">实心球</Checkbox>
      <Checkbox value="relay" isDisabled>
        4×100 米接力（已满）
      </Checkbox>
    </CheckboxGroup>
  ),
});

export const Default = meta.story({
  args: { description: '每人最多报两项' },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: '报名项目' });
    await expect(group).toHaveAccessibleDescription('每人最多报两项');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '100 米' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '实心球' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['100m', 'shot-put']);
  },
});

export const Horizontal = meta.story({
  args: { orientation: 'horizontal', defaultValue: ['long-jump'] },
});

export const Small = meta.story({
  args: { size: 'small', orientation: 'horizontal', defaultValue: ['100m'] },
  play: async ({ canvas }) => {
    const label = canvas.getByText('100 米').closest('label');
    await expect(label?.getBoundingClientRect().height).toBe(24);
  },
});

export const Validated = meta.story({
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value) => (value.length > 2 ? '每人最多报两项' : null),
    defaultValue: ['100m', 'long-jump'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '实心球' }));
    await expect(canvas.getByText('每人最多报两项')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '100 米' }));
    await expect(canvas.queryByText('每人最多报两项')).toBeNull();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: ['100m'] },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
});

export const Dark = meta.story({
  args: { orientation: 'horizontal', defaultValue: ['long-jump'], isRequired: true, description: '每人最多报两项' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Events' },
  globals: { locale: 'en-US' },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="100m">100 m</Checkbox>
      <Checkbox value="long-jump">Long jump</Checkbox>
    </CheckboxGroup>
  ),
});

export const TraditionalChinese = meta.story({
  args: { label: '報名項目', defaultValue: ['long-jump'] },
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="100m">100 公尺</Checkbox>
      <Checkbox value="long-jump">跳遠</Checkbox>
    </CheckboxGroup>
  ),
});
