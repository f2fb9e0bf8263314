import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import preview from '../testing/preview.tsx';
import { Popover, PopoverDialog } from './Popover.tsx';

const body = within(document.body);

const meta = preview.meta({
  title: 'Overlays/Popover',
  component: Popover,
  args: { showArrow: true, placement: 'bottom start' },
  render: (args) => (
    <div style={{ width: 420, height: 220 }}>
      <DialogTrigger defaultOpen={args.defaultOpen}>
        <Button>评分规则</Button>
        <Popover {...args}>
          <PopoverDialog title="评分规则">
            {({ close }) => (
              <>
                <p>总分 120 = 标准分 100 + 加分 20。90 分及以上为优秀。</p>
                <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button size="small" variant="primary" onPress={close}>
                    知道了
                  </Button>
                </div>
              </>
            )}
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
});

export const KeyboardOpenAndClose = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '评分规则' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '评分规则' });
    await expect(dialog).toHaveTextContent('总分 120');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    const again = await body.findByRole('dialog');
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: '知道了' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const ClickOutsideCloses = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '评分规则' }));
    await body.findByRole('dialog');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const Open = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: '评分规则' })).toBeInTheDocument();
  },
});

export const WithoutArrow = meta.story({ ...Open.input, args: { defaultOpen: true, showArrow: false } });

export const Dark = meta.story({ ...Open.input, globals: { theme: 'dark' } });

export const English = meta.story({
  args: { defaultOpen: true, showArrow: true },
  globals: { locale: 'en-US' },
  render: (args) => (
    <div style={{ width: 420, height: 200 }}>
      <DialogTrigger defaultOpen={args.defaultOpen}>
        <Button>Scoring</Button>
        <Popover {...args}>
          <PopoverDialog title="Scoring">Total 120 = standard 100 + bonus 20.</PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Scoring' })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  args: { defaultOpen: true, showArrow: true },
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <div style={{ width: 420, height: 200 }}>
      <DialogTrigger defaultOpen={args.defaultOpen}>
        <Button>評分規則</Button>
        <Popover {...args}>
          <PopoverDialog title="評分規則">總分 120 = 標準分 100 + 加分 20。</PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    await expect(await body.findByRole('dialog', { name: '評分規則' })).toBeInTheDocument();
  },
});
