import { userEvent as baseUserEvent, expect, fn, waitFor, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { FileUpload } from './FileUpload.tsx';
import type { UploadFile } from './useUploadList.ts';

const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const pdf = (name: string, size = 1536) => new File([pdfBytes(size)], name, { type: 'application/pdf' });
const exeAsPdf = () =>
  new File([new TextEncoder().encode('MZ\u0090\u0000This program cannot be run in DOS mode')], '秩序册.pdf', {
    type: 'application/pdf',
  });

const input = (element: HTMLElement) => element.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

/** Reports progress in four steps, then answers. */
const fakeUpload: UploadFile = async (_file, onProgress, signal) => {
  for (const percent of [25, 50, 75]) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    onProgress(percent);
  }
  await new Promise((resolve) => setTimeout(resolve, 150));
};

const meta = preview.meta({
  title: 'Data/FileUpload',
  component: FileUpload,
  args: {
    label: '赛事文件',
    accept: ['pdf', 'xlsx', 'docx'],
    maxSize: 50 * 1024 * 1024,
    maxCount: 5,
    onChange: fn(),
  },
  render: renderInBox({ maxWidth: 560 }),
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(canvas.getByText('支持格式：PDF, XLSX, DOCX，单个不超过 50 MB，最多 5 个')).toBeVisible();
    const file = pdf('秩序册.pdf');
    await baseUserEvent.upload(input(canvasElement), file);
    const list = await canvas.findByRole('list', { name: '已选文件' });
    await expect(within(list).getByText('秩序册.pdf')).toBeVisible();
    await expect(within(list).getByText('1.5 KB')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([file]);
  },
});

export const UploadsWithProgress = meta.story({
  args: { upload: fn(fakeUpload) },
  play: async ({ canvas, canvasElement, args }) => {
    await baseUserEvent.upload(input(canvasElement), [pdf('竞赛规程.pdf'), pdf('报名表.pdf')]);
    const bar = await canvas.findByRole('progressbar', { name: '竞赛规程.pdf 的上传进度' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getAllByText('已上传')).toHaveLength(2), { timeout: 3000 });
    await expect(args.upload).toHaveBeenCalledTimes(2);

    await baseUserEvent.click(canvas.getByRole('button', { name: '移除 报名表.pdf' }));
    await expect(canvas.queryByText('报名表.pdf')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '竞赛规程.pdf' })]);
  },
});

const attempted = new WeakSet<File>();

export const FailedUploadAndRetry = meta.story({
  args: {
    upload: fn<UploadFile>(async (file, onProgress) => {
      // The first attempt of each file fails.
      if (!attempted.has(file)) {
        attempted.add(file);
        throw new Error('网络异常');
      }
      onProgress(100);
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await baseUserEvent.upload(input(canvasElement), pdf('成绩单.pdf'));
    await expect(await canvas.findByText('上传失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新上传 成绩单.pdf' }));
    await expect(await canvas.findByText('已上传')).toBeVisible();
  },
});

export const RenamedExecutable = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await baseUserEvent.upload(input(canvasElement), exeAsPdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“秩序册.pdf”的文件类型不支持，仅支持 PDF, XLSX, DOCX。',
    );
    await expect(canvas.queryByRole('list', { name: '已选文件' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const EmptyFile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), new File([], '空白.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“空白.pdf”是空文件（0 字节），无法上传。');
  },
});

export const OversizedFile = meta.story({
  args: { maxSize: 1024 },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), pdf('大文件.pdf', 3 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“大文件.pdf”的大小为 3 KB，超过了 1 KB 的上限。');
  },
});

export const TooManyFiles = meta.story({
  args: { maxCount: 2 },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [pdf('一.pdf'), pdf('二.pdf'), pdf('三.pdf')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“三.pdf”未添加：最多只能上传 2 个文件。');
    await expect(within(canvas.getByRole('list', { name: '已选文件' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
  },
});

export const KeyboardRemove = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await baseUserEvent.upload(input(canvasElement), pdf('规程.pdf'));
    const remove = await canvas.findByRole('button', { name: '移除 规程.pdf' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('规程.pdf')).toBeNull();
  },
});

/** No limits and no callbacks: any non-empty file is listed. */
export const NoLimits = meta.story({
  args: { label: undefined, accept: undefined, maxSize: undefined, maxCount: undefined, onChange: undefined },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('notes.txt')).toBeVisible();
  },
});

export const Dark = meta.story({
  args: { upload: fn(fakeUpload) },
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [pdf('秩序册.pdf'), exeAsPdf()]);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('已上传')).toBeVisible(), { timeout: 3000 });
  },
});

export const English = meta.story({
  args: { label: 'Meet documents', maxSize: 1024 },
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [
      exeAsPdf(),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
      pdf('large.pdf', 4096),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“秩序册.pdf” is not an allowed file type (allowed: PDF, XLSX, DOCX).');
    await expect(alert).toHaveTextContent('“empty.pdf” is empty (0 bytes) and cannot be uploaded.');
    await expect(alert).toHaveTextContent('“large.pdf” is 4 KB, over the 1 KB limit.');
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '賽事文件', maxSize: 1024 },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [exeAsPdf(), pdf('規程.pdf', 2048), pdf('報名表.pdf', 512)]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('「秩序册.pdf」的檔案類型不支援，僅支援 PDF, XLSX, DOCX。');
    await expect(alert).toHaveTextContent('「規程.pdf」的大小為 2 KB，超過 1 KB 的上限。');
    await expect(canvas.getByText('報名表.pdf')).toBeVisible();
  },
});
