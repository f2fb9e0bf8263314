import { useState } from 'react';
import { userEvent as baseUserEvent, expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import preview from '../testing/preview.tsx';
import { ImportDialog, type ImportDialogProps, type ImportResult } from './ImportDialog.tsx';

type Upload = ImportDialogProps['onUpload'];

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first bytes of a real workbook: a zip whose entries name `xl/workbook.xml`. */
function workbook(name: string): File {
  const bytes = new TextEncoder().encode(
    'PK\u0003\u0004\u0014\u0000[Content_Types].xml PK\u0003\u0004 xl/workbook.xml',
  );
  return new File([bytes], name, { type: xlsxType });
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

const dialog = () => screen.findByRole('dialog');
const fileInput = (element: HTMLElement) =>
  element.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

/** A frame as large as the test viewport, so screenshots hold the whole modal. */
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div style={{ width: 992, height: 736 }}>{children}</div>
);

const meta = preview.meta({
  title: 'Data/ImportDialog',
  component: ImportDialog,
  args: {
    title: '导入学生',
    defaultOpen: true,
    templateHref: 'data:application/octet-stream;base64,UEsDBA==',
    templateName: '学生导入模板.xlsx',
    onOpenChange: fn(),
    onFinished: fn(),
    onUpload: fn<Upload>(async (_file: File, { signal }: { signal: AbortSignal }): Promise<ImportResult> => {
      await wait(1200, signal);
      return { successCount: 120, failureCount: 0 };
    }),
  },
  render: (args) => (
    <Frame>
      <ImportDialog {...args} />
    </Frame>
  ),
});

export const ChooseFile = meta.story({
  play: async () => {
    const modal = await dialog();
    await expect(modal.closest('[data-theme]')).not.toBeNull();
    await expect(within(modal).getByRole('heading', { name: '导入学生' })).toBeVisible();
    const template = within(modal).getByRole('link', { name: '下载模板' });
    await expect(template).toHaveAttribute('download', '学生导入模板.xlsx');
    await expect(within(modal).getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(within(modal).getByText('仅支持 .xlsx 格式，一次只能导入一个文件。')).toBeVisible();
  },
});

export const Succeeds = meta.story({
  play: async ({ args }) => {
    const modal = await dialog();
    const file = workbook('学生名单.xlsx');
    await baseUserEvent.upload(fileInput(modal), file);
    const bar = await within(modal).findByRole('progressbar', { name: '导入进度' });
    await expect(within(modal).getByText('正在导入 学生名单.xlsx…')).toBeVisible();
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10), {
      timeout: 2000,
    });
    await expect(Number(bar.getAttribute('aria-valuenow')) % 10).toBe(0);
    await expect(await within(modal).findByText('导入完成', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(modal).getByText('成功创建：120 条')).toBeVisible();
    await expect(within(modal).queryByText(/创建失败/)).toBeNull();
    await expect(args.onUpload).toHaveBeenCalledWith(file, {
      signal: expect.any(AbortSignal),
      onRows: expect.any(Function),
    });
    await expect(args.onFinished).toHaveBeenCalledWith({ successCount: 120, failureCount: 0 });
  },
});

const failureRows = new Blob(['姓名,错误\n王子涵,学号重复'], { type: xlsxType });

export const WithFailures = meta.story({
  args: {
    onUpload: fn<Upload>(async (): Promise<ImportResult> => {
      await wait(300);
      return { successCount: 95, failureCount: 5, failureFile: failureRows, failureFileName: '学生导入失败记录.xlsx' };
    }),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    await expect(await within(modal).findByText('创建失败：5 条', {}, { timeout: 3000 })).toBeVisible();
    await expect(within(modal).getByText('成功创建：95 条')).toBeVisible();
    await expect(within(modal).getByText('请下载失败记录，按文件中的提示修改后重新上传。')).toBeVisible();
    // The file's object URL is made in an effect, a render after the counts.
    const download = await within(modal).findByRole('link', { name: '下载失败记录' });
    await expect(download).toHaveAttribute('download', '学生导入失败记录.xlsx');
    await expect(download.getAttribute('href')).toMatch(/^blob:/);
    const downloaded = await fetch(download.getAttribute('href') ?? '').then((answer) => answer.text());
    await expect(downloaded).toContain('学号重复');
    await expect(args.onFinished).toHaveBeenCalledTimes(1);

    await baseUserEvent.click(within(modal).getByRole('button', { name: '继续导入' }));
    await expect(within(modal).getByRole('button', { name: '选择文件' })).toBeVisible();
  },
});

/** Academic year and semester must be chosen before a student import (SPEC 5). */
function WithRequiredFields(args: React.ComponentProps<typeof ImportDialog>) {
  const [year, setYear] = useState('');
  const [semester, setSemester] = useState('');
  return (
    <Frame>
      <ImportDialog
        {...args}
        isReady={year !== '' && semester !== ''}
        notReadyHint="请先选择学年和学期，再上传学生名单。"
        requiredFields={
          <div style={{ display: 'flex', gap: 16 }}>
            <label>
              学年{' '}
              <select value={year} onChange={(event) => setYear(event.currentTarget.value)}>
                <option value="">请选择</option>
                <option value="2024">2024-2025 学年</option>
              </select>
            </label>
            <label>
              学期{' '}
              <select value={semester} onChange={(event) => setSemester(event.currentTarget.value)}>
                <option value="">请选择</option>
                <option value="11">第一学期</option>
                <option value="13">第二学期</option>
              </select>
            </label>
          </div>
        }
      />
    </Frame>
  );
}

export const BlockedUntilRequiredFields = meta.story({
  render: (args) => <WithRequiredFields {...args} />,
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(within(modal).getByText('请先选择学年和学期，再上传学生名单。')).toBeVisible();
    const choose = within(modal).getByRole('button', { name: '选择文件' });
    await expect(choose).toBeDisabled();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    await expect(args.onUpload).not.toHaveBeenCalled();

    await baseUserEvent.selectOptions(within(modal).getByRole('combobox', { name: '学年' }), '2024');
    await expect(choose).toBeDisabled();
    await baseUserEvent.selectOptions(within(modal).getByRole('combobox', { name: '学期' }), '11');
    await expect(choose).toBeEnabled();
    await expect(within(modal).queryByText('请先选择学年和学期，再上传学生名单。')).toBeNull();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    // The file is sniffed (read) before it goes up: the call comes after that read, not at once.
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
  },
});

export const WrongFileType = meta.story({
  play: async ({ args }) => {
    const modal = await dialog();
    // Named .xlsx, but the bytes are plain text: refused by content.
    await baseUserEvent.upload(fileInput(modal), new File(['姓名,成绩\n王子涵,90'], 'x.xlsx', { type: xlsxType }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('只能导入 Excel 表格文件！');

    // A CSV chosen through "All files" in the picker.
    const anyFile = baseUserEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(modal), new File(['a,b'], '成绩.csv', { type: 'text/csv' }));
    await expect(within(modal).getByRole('alert')).toHaveTextContent('只能导入 Excel 表格文件！');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

/**
 * Drops files as a person would. Chromium gives a scripted drop's items no file-system entry, which
 * react-aria reads to tell files from folders, so each item reports itself as a file meanwhile.
 */
function drop(target: Element, files: File[]) {
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  setTimeout(() => {
    if (original) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }, 1000);
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const rect = target.getBoundingClientRect();
  const at = {
    clientX: rect.left + rect.width / 2,
    clientY: rect.top + rect.height / 2,
    bubbles: true,
    cancelable: true,
  };
  target.dispatchEvent(new DragEvent('dragenter', { ...at, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('dragover', { ...at, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('drop', { ...at, dataTransfer: data }));
}

export const TwoFilesDropped = meta.story({
  play: async ({ args }) => {
    const modal = await dialog();
    const zone = modal.querySelector('[data-rac].react-aria-DropZone, [class*="dropZone"]') as HTMLElement;
    drop(zone, [workbook('一班.xlsx'), workbook('二班.xlsx')]);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('一次只能导入一个文件！');
    await expect(args.onUpload).not.toHaveBeenCalled();

    drop(zone, [workbook('一班.xlsx')]);
    await expect(await within(modal).findByRole('progressbar')).toBeVisible();
  },
});

export const UploadError = meta.story({
  args: {
    onUpload: fn<Upload>(async (): Promise<ImportResult> => {
      await wait(200);
      throw new Error('服务器异常，请稍后再试');
    }),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    await expect(await within(modal).findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      '导入失败：服务器异常，请稍后再试',
    );
    await expect(within(modal).getByRole('button', { name: '选择文件' })).toBeEnabled();
    await expect(args.onFinished).not.toHaveBeenCalled();
  },
});

/** The server tells how far it has got: rows checked, then rows saved of those that passed. */
export const SavingRows = meta.story({
  args: {
    onUpload: fn<Upload>(async (_file, { signal, onRows }): Promise<ImportResult> => {
      onRows({ phase: 'checking', done: 40_000, total: null });
      await wait(200, signal);
      onRows({ phase: 'writing', done: 61_500, total: 98_000 });
      await wait(60_000, signal);
      return { successCount: 98_000, failureCount: 0 };
    }),
  },
  play: async () => {
    const modal = await dialog();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    const bar = await within(modal).findByRole('progressbar', { name: '导入进度' });
    await expect(await within(modal).findByText('已保存 61,500/98,000 行')).toBeVisible();
    // The bar shows the share of rows saved, not the time that has passed.
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
  },
});

export const CloseDuringUpload = meta.story({
  args: {
    onUpload: fn<Upload>(async (_file: File, { signal }: { signal: AbortSignal }): Promise<ImportResult> => {
      await wait(60_000, signal);
      return { successCount: 1, failureCount: 0 };
    }),
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await baseUserEvent.upload(fileInput(modal), workbook('学生名单.xlsx'));
    await within(modal).findByRole('progressbar');
    await baseUserEvent.click(within(modal).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const signal = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[1]?.signal as AbortSignal;
    await expect(signal.aborted).toBe(true);
    await expect(args.onFinished).not.toHaveBeenCalled();
  },
});

export const WithTrigger = meta.story({
  args: { defaultOpen: false, trigger: <Button variant="primary">导入</Button> },
  play: async ({ canvas, args }) => {
    await baseUserEvent.click(canvas.getByRole('button', { name: '导入' }));
    const modal = await dialog();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await baseUserEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toBeInTheDocument());
    // Focus goes back to the trigger once the closed dialog has left, a frame or more later.
    await waitFor(() => expect(canvas.getByRole('button', { name: '导入' })).toHaveFocus());
  },
});

/** Only the required props: no template link, no required fields, no callbacks. */
export const MinimalProps = meta.story({
  render: (args) => (
    <Frame>
      <ImportDialog title="导入成绩" onUpload={args.onUpload} defaultOpen />
    </Frame>
  ),
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).queryByRole('link')).toBeNull();
    await baseUserEvent.upload(fileInput(modal), workbook('成绩.xlsx'));
    await expect(await within(modal).findByText('成功创建：120 条', {}, { timeout: 3000 })).toBeVisible();
  },
});

export const Dark = meta.story({
  ...WithFailures.input,
  globals: { theme: 'dark' },
});

export const DarkBlocked = meta.story({
  ...ChooseFile.input,
  args: { isReady: false },
  globals: { theme: 'dark' },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByText('请先选择上方的必填项，再上传文件。')).toBeVisible();
  },
});

/** A template behind the session: the app downloads it through its client, the dialog offers the same action. */
export const TemplateThroughTheApp = meta.story({
  args: { templateHref: undefined, onTemplateDownload: fn() },
  play: async ({ args }) => {
    const modal = await dialog();
    const link = within(modal).getByRole('link', { name: '下载模板' });
    link.focus();
    await baseUserEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onTemplateDownload).toHaveBeenCalledTimes(1));
  },
});

export const English = meta.story({
  args: { title: 'Import students', templateName: 'students-template.xlsx' },
  globals: { locale: 'en-US' },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('link', { name: 'Download template' })).toBeVisible();
    await baseUserEvent.upload(fileInput(modal), new File(['x'], 'x.xlsx', { type: xlsxType }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Only Excel spreadsheet files can be imported!',
    );
  },
});

export const TraditionalChinese = meta.story({
  args: {
    title: '匯入學生',
    templateName: '學生匯入範本.xlsx',
    onUpload: fn<Upload>(
      async (): Promise<ImportResult> => ({
        successCount: 30,
        failureCount: 2,
        failureFile: failureRows,
      }),
    ),
  },
  globals: { locale: 'zh-TW' },
  play: async () => {
    const modal = await dialog();
    await baseUserEvent.upload(fileInput(modal), new File(['x'], 'x.xlsx', { type: xlsxType }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('只能匯入 Excel 試算表檔案！');
    await baseUserEvent.upload(fileInput(modal), workbook('學生名單.xlsx'));
    await expect(await within(modal).findByText('建立失敗：2 筆', {}, { timeout: 3000 })).toBeVisible();
    await expect(await within(modal).findByRole('link', { name: '下載失敗紀錄' })).toHaveAttribute(
      'download',
      '匯入失敗紀錄.xlsx',
    );
  },
});
