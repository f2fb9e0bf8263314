import type { DateValue } from '@internationalized/date';
import { type FormEvent, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import preview from '../testing/preview.tsx';
import { Form, type FormProps } from './Form.tsx';

const page = within(document.body);

const copy = {
  'zh-CN': {
    name: '姓名',
    account: '登录账号',
    accountHelp: '6 到 20 个字符',
    grade: '年级',
    meetDate: '比赛日期',
    submit: '保存',
    reset: '重置',
    taken: '该账号已存在',
    grades: ['一年级', '二年级', '三年级'],
  },
  'zh-TW': {
    name: '姓名',
    account: '登入帳號',
    accountHelp: '6 到 20 個字元',
    grade: '年級',
    meetDate: '比賽日期',
    submit: '儲存',
    reset: '重設',
    taken: '此帳號已存在',
    grades: ['一年級', '二年級', '三年級'],
  },
  'en-US': {
    name: 'Name',
    account: 'Account',
    accountHelp: '6 to 20 characters',
    grade: 'Grade',
    meetDate: 'Meet date',
    submit: 'Save',
    reset: 'Reset',
    taken: 'This account already exists',
    grades: ['Grade 1', 'Grade 2', 'Grade 3'],
  },
} as const;

type Language = keyof typeof copy;

interface StudentFormProps extends FormProps {
  language?: Language;
  /** Called with the submitted fields when no field is missing. */
  onSave?: (fields: Record<string, FormDataEntryValue>) => void;
}

/**
 * A student form as a screen builds it: the gateway answers "account taken" for `admin01`, and
 * the answer is shown beside the account field.
 */
function StudentForm({ language = 'zh-CN', onSave, ...props }: StudentFormProps) {
  const text = copy[language];
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [meetDate, setMeetDate] = useState<DateValue | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    onSave?.(fields);
    setServerErrors(fields.account === 'admin01' ? { account: text.taken } : {});
  };
  return (
    <div style={{ width: 360 }}>
      <Form {...props} validationErrors={serverErrors} onSubmit={submit}>
        <TextField name="name" label={text.name} isRequired maxLength={20} />
        <TextField name="account" label={text.account} description={text.accountHelp} isRequired />
        <Select
          name="grade"
          label={text.grade}
          isRequired
          items={text.grades.map((label, index) => ({ id: String(index + 1), label }))}
        />
        <DatePicker name="meetDate" label={text.meetDate} isRequired value={meetDate} onChange={setMeetDate} />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary">
            {text.submit}
          </Button>
          <Button type="reset">{text.reset}</Button>
        </div>
      </Form>
    </div>
  );
}

const meta = preview.meta({
  title: 'Inputs/Form',
  component: Form,
  args: { onSubmit: fn() },
});

const onSave = fn();

export const RequiredAndServerErrors = meta.story({
  render: (args) => <StudentForm {...args} onSave={onSave} />,
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const submit = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(submit);

    // Every empty required field says so in the locale, and the first one takes the focus.
    await waitFor(() => expect(canvas.getAllByText('此项为必填项')).toHaveLength(4));
    const name = canvas.getByRole('textbox', { name: /姓名/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('此项为必填项');
    await expect(onSave).not.toHaveBeenCalled();

    await userEvent.keyboard('张三');
    await userEvent.tab();
    await expect(canvas.getAllByText('此项为必填项')).toHaveLength(3);
    await userEvent.keyboard('admin01');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await userEvent.keyboard('20240910');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryAllByText('此项为必填项')).toHaveLength(0));

    await userEvent.click(submit);
    await expect(onSave).toHaveBeenCalledWith({
      name: '张三',
      account: 'admin01',
      grade: '2',
      meetDate: '2024-09-10',
    });
    // The gateway's answer appears beside the field it names.
    const account = canvas.getByRole('textbox', { name: /登录账号/ });
    await expect(await canvas.findByText('该账号已存在')).toBeVisible();
    await expect(account).toHaveAttribute('aria-invalid', 'true');

    // Changing the field clears its server error.
    await userEvent.click(account);
    await userEvent.keyboard('{Control>}a{/Control}coach01');
    await userEvent.tab();
    await expect(canvas.queryByText('该账号已存在')).toBeNull();
  },
});

export const ServerErrorsGiven = meta.story({
  args: {
    validationErrors: { account: '该账号已存在', name: '姓名不能包含数字' },
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Form {...args}>
        <TextField name="name" label="姓名" defaultValue="张3" />
        <TextField name="account" label="登录账号" defaultValue="admin01" />
      </Form>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '登录账号' })).toHaveAccessibleDescription('该账号已存在');
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('姓名不能包含数字');
  },
});

export const Dark = meta.story({
  render: (args) => <StudentForm {...args} />,
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.getAllByText('此项为必填项')).toHaveLength(4));
  },
});

export const English = meta.story({
  render: (args) => <StudentForm {...args} language="en-US" />,
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required.')).toHaveLength(4));
  },
});

export const TraditionalChinese = meta.story({
  render: (args) => <StudentForm {...args} language="zh-TW" />,
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(canvas.getAllByText('此欄位為必填')).toHaveLength(4));
  },
});
