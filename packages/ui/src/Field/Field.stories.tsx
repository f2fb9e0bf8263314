import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import preview from '../testing/preview.tsx';
import * as styles from './Field.css.ts';
import { Description, FieldError, Label } from './Field.tsx';

/**
 * The parts every input of the kit is made of. Use them to build a field the kit lacks around any
 * react-aria field component: they pick up its ids, so the label names the control and the
 * description and error describe it.
 */
const meta = preview.meta({
  title: 'Inputs/Field',
  component: Label,
  args: { children: '班级编号', isRequired: true },
  render: (args) => (
    <TextField
      className={styles.field}
      isRequired={args.isRequired}
      style={{ width: 280 }}
      validationBehavior="aria"
      validate={(value) => (/^\d*$/.test(value) ? null : '只能输入数字')}
    >
      <Label {...args} />
      <div className={styles.fieldBox({ size: 'medium' })}>
        <Input className={styles.input} placeholder="1 到 99" />
      </div>
      <Description>最大为 99</Description>
      <FieldError />
    </TextField>
  ),
});

export const Anatomy = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '班级编号' });
    await expect(input).toHaveAccessibleDescription('最大为 99');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await userEvent.keyboard('1a');
    await expect(canvas.getByText('只能输入数字')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('最大为 99 只能输入数字');
  },
});

export const Optional = meta.story({ args: { isRequired: false } });

export const Dark = meta.story({
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'x');
  },
});

export const English = meta.story({
  args: { children: 'Class code' },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: { children: '班級編號' },
  globals: { locale: 'zh-TW' },
});
