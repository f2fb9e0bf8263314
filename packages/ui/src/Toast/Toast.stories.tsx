import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import preview from '../testing/preview.tsx';
import { type ToastApi, ToastRegion, type ToastRegionProps, toastPlacements, toastQueue, useToast } from './Toast.tsx';

const body = within(document.body);

function Actions({ onClose }: { onClose?: () => void }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="primary" onPress={() => toast.done('saved', { onClose })}>
        保存
      </Button>
      <Button onPress={() => toast.error('数据请求异常，请检查网络或服务器状态')}>请求失败</Button>
      <Button onPress={() => toast.info('导入任务已开始', { timeout: 1500, onClose })}>短提示</Button>
      <Button onPress={() => toast.warning('请先选择学年和学期')}>警告</Button>
    </div>
  );
}

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: ToastRegion,
  // In the docs page each story gets its own frame: open modals and fixed toasts stay inside it.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: { placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: toastPlacements } },
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  render: (args) => (
    <>
      <Actions />
      <ToastRegion {...args} />
    </>
  ),
});

export const SuccessMessage = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const toast = await body.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('保存成功');
    await expect(within(toast).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
});

export const KeyboardCloses = meta.story({
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog');
    // F6 moves between landmarks: the toast region is one.
    await userEvent.keyboard('{F6}');
    const region = body.getByRole('region');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = within(toast).getByRole('button', { name: '关闭' });
    for (let i = 0; i < 3 && document.activeElement !== close; i++) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(save).toHaveFocus());
  },
});

export const AutoDismissAndErrorsStay = meta.story({
  args: {},
  render: (args) => {
    const onClose = fn();
    return (
      <>
        <Actions onClose={onClose} />
        <ToastRegion {...args} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '请求失败' }));
    await userEvent.click(canvas.getByRole('button', { name: '短提示' }));
    await expect(await body.findByText('导入任务已开始')).toBeInTheDocument();
    await expect(body.getAllByRole('alertdialog')).toHaveLength(2);
    // Move the pointer away: hovering the toasts pauses their timers.
    await userEvent.unhover(body.getByText('导入任务已开始'));
    await waitFor(() => expect(body.queryByText('导入任务已开始')).not.toBeInTheDocument(), { timeout: 4000 });
    const error = body.getByRole('alertdialog');
    await expect(error).toHaveTextContent('数据请求异常');
    await userEvent.click(within(error).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

function Preset({ queue }: { queue?: ToastApi }) {
  const toast = useToast(queue);
  useEffect(() => {
    toast.clear();
    toast.done('added', { timeout: null });
    toast.error('数据请求异常，请检查网络或服务器状态');
    toast.warning('请先选择学年和学期', { timeout: null });
    toast.info('导入任务已开始', { description: '完成后可在导入记录中下载失败文件', timeout: null });
  }, [toast]);
  return null;
}

const presetRender = (args: ToastRegionProps) => (
  <div style={{ width: 992, height: 320 }}>
    <Preset />
    <ToastRegion {...args} />
  </div>
);

export const AllTones = meta.story({
  render: presetRender,
  play: async () => {
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(4));
  },
});

export const Dark = meta.story({ ...AllTones.input, globals: { theme: 'dark' } });

function EnglishPreset() {
  const toast = useToast();
  useEffect(() => {
    toast.clear();
    toast.done('statusChanged', { timeout: null });
    toast.error('Data request failed, check the network and server status');
  }, [toast]);
  return null;
}

export const English = meta.story({
  globals: { locale: 'en-US' },
  render: (args) => (
    <div style={{ width: 992, height: 200 }}>
      <EnglishPreset />
      <ToastRegion {...args} />
    </div>
  ),
  play: async () => {
    const toast = await body.findByRole('alertdialog', { name: 'Status changed' });
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(body.getByRole('region')).toHaveAccessibleName(/\S/);
  },
});

function TraditionalPreset() {
  const toast = useToast();
  useEffect(() => {
    toast.clear();
    toast.done('passwordReset', { timeout: null });
    toast.done('deleted', { timeout: null });
  }, [toast]);
  return null;
}

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <div style={{ width: 992, height: 200 }}>
      <TraditionalPreset />
      <ToastRegion {...args} />
    </div>
  ),
  play: async () => {
    const toast = await body.findByRole('alertdialog', { name: '密碼重設成功' });
    await expect(within(toast).getByRole('button', { name: '關閉' })).toBeInTheDocument();
  },
});
