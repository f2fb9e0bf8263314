import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import preview from '../testing/preview.tsx';
import { Dialog, DialogTrigger, dialogSizes } from './Dialog.tsx';

const body = within(document.body);

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  // In the docs page each story gets its own frame: open modals and fixed toasts stay inside it.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    title: '编辑学生信息',
    size: 'medium' as const,
    children: '修改后的信息将同步到该学生所在班级的花名册中。',
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">打开对话框</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button onPress={close}>取消</Button>
            <Button variant="primary" onPress={close}>
              保存
            </Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
});

export const KeyboardOpenAndClose = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '打开对话框' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '编辑学生信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/花名册/)).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const FocusStaysInside = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开对话框' }));
    const dialog = await body.findByRole('dialog');
    const inside = within(dialog);
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(inside.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const CloseButton = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '打开对话框' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const Controlled = meta.story({
  args: { isOpen: true, onOpenChange: fn(), title: '重置密码', children: '新密码将以短信发送给该账号绑定的手机。' },
  render: (args) => <Dialog {...args} footer={<Button variant="primary">发送</Button>} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: '重置密码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

export const Open = meta.story({
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ width: 992, height: 736 }}>
      <Dialog
        {...args}
        footer={
          <>
            <Button>取消</Button>
            <Button variant="primary">保存</Button>
          </>
        }
      />
    </div>
  ),
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: String(args.title) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
});

export const Small = meta.story({ ...Open.input, args: { ...Open.input.args, size: 'small', title: '提示' } });

export const Large = meta.story({
  ...Open.input,
  args: {
    ...Open.input.args,
    size: 'large',
    title: '导入记录详情',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static demo rows
          <p key={i}>
            第 {i + 1} 行：学号 2024{String(i).padStart(4, '0')} 导入成功
          </p>
        ))}
      </div>
    ),
  },
});

export const Dark = meta.story({ ...Open.input, globals: { theme: 'dark' } });

export const English = meta.story({
  ...Open.input,
  args: { ...Open.input.args, title: 'Edit student', children: 'Changes are synced to the class roster.' },
  render: (args) => (
    <div style={{ width: 992, height: 736 }}>
      <Dialog
        {...args}
        footer={
          <>
            <Button>Cancel</Button>
            <Button variant="primary">Save</Button>
          </>
        }
      />
    </div>
  ),
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit student' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
});

export const TraditionalChinese = meta.story({
  ...Open.input,
  args: { ...Open.input.args, title: '編輯學生資料', children: '修改後的資料將同步到該學生所在班級的名冊中。' },
  globals: { locale: 'zh-TW' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '編輯學生資料' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '關閉' })).toBeVisible());
  },
});
