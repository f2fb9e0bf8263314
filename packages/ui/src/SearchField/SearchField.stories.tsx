import { expect, fn } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldStoryFrame } from '../testing/stories.tsx';
import { SearchField } from './SearchField.tsx';

const meta = preview.meta({
  title: 'Inputs/SearchField',
  component: SearchField,
  args: { label: '学生姓名', placeholder: '输入姓名或学号', onChange: fn(), onSubmit: fn(), onClear: fn() },
  ...fieldStoryFrame(280),
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const input = await expectTabTo(canvas, userEvent, 'searchbox', '学生姓名');
    await userEvent.keyboard('王小明');
    await expect(args.onChange).toHaveBeenLastCalledWith('王小明');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('王小明');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
});

export const ClearButton = meta.story({
  args: { defaultValue: '2023 级' },
  play: async ({ canvas, userEvent, args }) => {
    // react-aria labels the clear button in the locale.
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
  },
});

export const WithoutVisibleLabel = meta.story({
  args: { label: undefined, 'aria-label': '搜索场馆', placeholder: '搜索场馆' },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <SearchField key={size} {...args} size={size} label={`${args.label}（${size}）`} defaultValue="张" />
      ))}
    </div>
  ),
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: '李' } });

export const Dark = meta.story({
  args: { defaultValue: '王小明', description: '按 Enter 搜索，按 Esc 清空' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { label: 'Student', placeholder: 'Name or student number', defaultValue: 'Li' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '學生姓名', placeholder: '輸入姓名或學號', defaultValue: '陳' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '清除搜尋條件' })).toBeInTheDocument();
  },
});
