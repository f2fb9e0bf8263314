import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { Tooltip } from './Tooltip.tsx';

const body = within(document.body);

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M8 2v8m0 0l-3-3m3 3l3-3M3 13h10"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const meta = preview.meta({
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: '下载导入模板（.xlsx）',
    children: (
      <Button aria-label="下载模板">
        <DownloadIcon />
      </Button>
    ),
  },
  render: renderInBox({ padding: '48px 96px' }),
});

export const KeyboardFocusShowsIt = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '下载模板' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('下载导入模板（.xlsx）');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
});

export const HoverShowsIt = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // A pointer press first: react-aria shows hover tooltips only in pointer modality.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '下载模板' }));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('下载导入模板');
    await userEvent.unhover(canvas.getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 });
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '下载模板' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
});

export const Open = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
  },
});

export const Bottom = meta.story({
  ...Open.input,
  args: { defaultOpen: true, placement: 'bottom', content: '成绩按当前筛选条件导出' },
});

export const Dark = meta.story({ ...Open.input, globals: { theme: 'dark' } });

export const English = meta.story({
  ...Open.input,
  args: {
    defaultOpen: true,
    content: 'Download the import template (.xlsx)',
    children: (
      <Button aria-label="Download template">
        <DownloadIcon />
      </Button>
    ),
  },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  ...Open.input,
  args: {
    defaultOpen: true,
    content: '下載匯入範本（.xlsx）',
    children: (
      <Button aria-label="下載範本">
        <DownloadIcon />
      </Button>
    ),
  },
  globals: { locale: 'zh-TW' },
});
