import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { NativeSelect, type NativeSelectOption } from './NativeSelect.tsx';

const languages: NativeSelectOption[] = [
  { id: 'zh-CN', label: '简体中文' },
  { id: 'zh-TW', label: '繁體中文' },
  { id: 'en-US', label: 'English' },
];

const meta = preview.meta({
  title: 'Inputs/NativeSelect',
  component: NativeSelect,
  args: { label: '语言', options: languages, defaultValue: 'zh-CN', onChange: fn() },
  ...fieldStoryFrame(240),
});

export const Default = meta.story({
  args: { description: '界面文字的语言' },
  play: async ({ canvas, userEvent, args }) => {
    const select = await expectTabTo(canvas, userEvent, 'combobox', '语言');
    await expect(select).toHaveAccessibleDescription('界面文字的语言');
    await expect(select).toHaveValue('zh-CN');
    // The keyboard chooses without opening the list, as every native select allows.
    await userEvent.selectOptions(select, 'English');
    await expect(args.onChange).toHaveBeenLastCalledWith('en-US');
    await expect(select).toHaveValue('en-US');
  },
});

/** Controlled: the value follows the caller's state. */
export const Controlled = meta.story({
  render: function Render(args) {
    const [value, setValue] = useState('zh-TW');
    return (
      <>
        <NativeSelect {...args} value={value} onChange={setValue} />
        <p>{value}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: '语言' });
    await expect(select).toHaveValue('zh-TW');
    await userEvent.selectOptions(select, 'zh-CN');
    await expect(canvas.getByText('zh-CN')).toBeInTheDocument();
  },
});

export const Required = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择语言', defaultValue: undefined },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '语言' });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('请选择语言');
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <NativeSelect key={size} {...args} size={size} label={size} />
      ))}
    </div>
  ),
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '语言' })).toBeDisabled();
  },
});

export const Dark = meta.story({
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Language', description: 'The language of every text' },
  globals: { locale: 'en-US' },
});
