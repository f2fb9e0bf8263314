import { useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import preview from '../testing/preview.tsx';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialogVariants } from './ConfirmDialog.tsx';

const body = within(document.body);

const meta = preview.meta({
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  // In the docs page each story gets its own frame: open modals and fixed toasts stay inside it.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    title: '删除该学生？',
    message: '删除后该学生的体测成绩与报名记录将一并删除，且无法恢复。',
    variant: 'danger' as const,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: confirmDialogVariants },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">删除</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
});

export const ConfirmWithKeyboard = meta.story({
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '删除' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: '删除该学生？' });
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    // Focus starts on the safe choice.
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const CancelAndEscape = meta.story({
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '删除' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

function deferred() {
  let resolve: () => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Makes the story's `onConfirm` answer with a promise the play settles itself, and opens the
 * dialog: the play then sees the dialog while the action is in flight.
 */
async function openWithPendingConfirm(canvas: ReturnType<typeof within>, args: Partial<ConfirmDialogProps>) {
  const pending = deferred();
  const onConfirm = args?.onConfirm as Mock;
  onConfirm.mockImplementation(() => pending.promise);
  await userEvent.click(canvas.getByRole('button', { name: '删除' }));
  const dialog = await body.findByRole('alertdialog');
  return { pending, onConfirm, dialog };
}

export const PendingThenResolves = meta.story({
  play: async ({ canvas, args }) => {
    const { pending, onConfirm, dialog } = await openWithPendingConfirm(canvas, args);
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAccessibleName(/确定\s*（处理中）/);
    await userEvent.click(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    // Escape does not abandon an action in flight.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    pending.resolve();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const RejectStaysOpen = meta.story({
  play: async ({ canvas, args }) => {
    const { pending, onConfirm, dialog } = await openWithPendingConfirm(canvas, args);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    pending.reject(new Error('服务器异常'));
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).queryByText('服务器异常')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确定/ }));
    await expect(onConfirm).toHaveBeenCalledTimes(2);
  },
});

function ControlledDemo(props: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>停用账号</Button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <ConfirmDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

export const Controlled = meta.story({
  args: { title: '停用该账号？', message: '停用后该账号将无法登录。', variant: 'primary', confirmLabel: '停用' },
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '停用账号' }));
    const dialog = await body.findByRole('alertdialog', { name: '停用该账号？' });
    await expect(canvas.getByTestId('state')).toHaveTextContent('open');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('closed'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});

const openFrame = (args: Parameters<typeof ConfirmDialog>[0]) => (
  <div style={{ width: 992, height: 736 }}>
    <ConfirmDialog {...args} defaultOpen />
  </div>
);

export const Open = meta.story({
  render: openFrame,
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: String(args.title) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
});

export const Primary = meta.story({
  ...Open.input,
  args: {
    variant: 'primary',
    title: '提交报名？',
    message: '提交后将进入审核，审核期间不能修改。',
    confirmLabel: '提交',
  },
});

export const Dark = meta.story({ ...Open.input, globals: { theme: 'dark' } });

/** A play checking the dialog in a locale: its title names it, its buttons say the locale's words. */
function playLocalised(title: string, buttons: readonly string[]) {
  return async () => {
    const dialog = await body.findByRole('alertdialog', { name: title });
    for (const name of buttons) await expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  };
}

export const English = meta.story({
  ...Open.input,
  args: { title: 'Delete this student?', message: 'Their test scores and registrations are deleted too.' },
  globals: { locale: 'en-US' },
  play: playLocalised('Delete this student?', ['Confirm', 'Cancel']),
});

export const TraditionalChinese = meta.story({
  ...Open.input,
  args: { title: '刪除該學生？', message: '刪除後該學生的體測成績與報名紀錄將一併刪除，且無法復原。' },
  globals: { locale: 'zh-TW' },
  play: playLocalised('刪除該學生？', ['確定', '取消']),
});
