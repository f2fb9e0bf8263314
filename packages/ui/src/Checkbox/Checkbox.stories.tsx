import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fieldSizes } from '../Field/Field.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo, fieldSizeArgTypes } from '../testing/stories.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = preview.meta({
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: '记住账号', onChange: fn() },
  argTypes: fieldSizeArgTypes,
});

export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = await expectTabTo(canvas, userEvent, 'checkbox', '记住账号');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

const events = ['100 米', '跳远', '实心球'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['跳远']);
  const all = chosen.length === events.length;
  return (
    <div style={{ display: 'grid' }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={chosen.length > 0 && !all}
        onChange={(selected) => setChosen(selected ? events : [])}
      >
        全部项目
      </Checkbox>
      <div style={{ display: 'grid', paddingInlineStart: 24 }}>
        {events.map((event) => (
          <Checkbox
            key={event}
            isSelected={chosen.includes(event)}
            onChange={(selected) => setChosen(selected ? [...chosen, event] : chosen.filter((e) => e !== event))}
          >
            {event}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export const Indeterminate = meta.story({
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '全部项目' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const event of events) await expect(canvas.getByRole('checkbox', { name: event })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: '100 米' })).not.toBeChecked();
  },
});

export const WithDescription = meta.story({
  args: { children: '同意用户协议', description: '勾选后才能提交报名' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('勾选后才能提交报名');
  },
});

export const Invalid = meta.story({
  args: { children: '同意用户协议', isRequired: true, isInvalid: true, errorMessage: '请先阅读并同意用户协议' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请先阅读并同意用户协议')).toBeVisible();
  },
});

export const Disabled = meta.story({
  render: (args) => (
    <div style={{ display: 'grid' }}>
      <Checkbox {...args} isDisabled>
        未开始
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        已结束
      </Checkbox>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '未开始' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {fieldSizes.map((size) => (
        <Checkbox key={size} {...args} size={size} defaultSelected>
          {`记住账号（${size}）`}
        </Checkbox>
      ))}
    </div>
  ),
});

export const Dark = meta.story({
  render: () => <SelectAll />,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: { children: 'Remember me', description: 'On this device only' },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: { children: '記住帳號', defaultSelected: true },
  globals: { locale: 'zh-TW' },
});
