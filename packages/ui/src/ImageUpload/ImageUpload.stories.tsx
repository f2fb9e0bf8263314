import { userEvent as baseUserEvent, expect, fn, spyOn, waitFor, within } from 'storybook/test';
import type { UploadFile } from '../FileUpload/useUploadList.ts';
import preview from '../testing/preview.tsx';
import { ImageUpload } from './ImageUpload.tsx';

/** A real PNG drawn on a canvas: a gradient, or noise (which compresses badly), optionally see-through. */
async function png(
  width: number,
  height: number,
  name: string,
  { noise = false, transparent = false } = {},
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  if (noise) {
    const image = context.createImageData(width, height);
    for (let index = 0; index < image.data.length; index += 4) {
      image.data[index] = (index * 7919) % 251;
      image.data[index + 1] = (index * 104729) % 241;
      image.data[index + 2] = (index * 1299709) % 239;
      image.data[index + 3] = transparent && index % 3 === 0 ? 120 : 255;
    }
    context.putImageData(image, 0, 0);
  } else {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1756c7');
    gradient.addColorStop(1, '#5fd38a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const exeAsPng = () =>
  new File([new TextEncoder().encode('MZ\u0090\u0000\u0003This program cannot be run in DOS mode')], 'photo.png', {
    type: 'image/png',
  });

const input = (element: HTMLElement) => element.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

const fakeUpload: UploadFile = async (_file, onProgress) => {
  for (const percent of [30, 60, 90]) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    onProgress(percent);
  }
};

const meta = preview.meta({
  title: 'Data/ImageUpload',
  component: ImageUpload,
  args: {
    label: '封面图片',
    accept: ['png', 'jpeg'],
    maxSize: 2 * 1024 * 1024,
    maxCount: 3,
    aspectRatio: [1, 1],
    onChange: fn(),
  },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('支持格式：PNG, JPG，单个不超过 2 MB，最多 3 个，宽高比 1:1')).toBeVisible();
    const revoke = spyOn(URL, 'revokeObjectURL');
    await baseUserEvent.upload(input(canvasElement), await png(240, 240, '封面.png'));
    const thumbnail = await canvas.findByRole('img', { name: '封面.png' });
    await expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await baseUserEvent.click(canvas.getByRole('button', { name: '移除 封面.png' }));
    await expect(canvas.queryByRole('img', { name: '封面.png' })).toBeNull();
    await expect(revoke).toHaveBeenCalledWith(thumbnail.getAttribute('src'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    revoke.mockRestore();
  },
});

export const RenamedExecutable = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await baseUserEvent.upload(input(canvasElement), exeAsPng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“photo.png”的文件类型不支持，仅支持 PNG, JPG。');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const EmptyFile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), new File([], 'empty.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“empty.png”是空文件（0 字节），无法上传。');
  },
});

export const OversizedFile = meta.story({
  args: { maxSize: 10 * 1024, compressAbove: false },
  play: async ({ canvas, canvasElement }) => {
    const big = await png(200, 200, 'big.png', { noise: true });
    await baseUserEvent.upload(input(canvasElement), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /“big\.png”的大小为 [\d.]+ KB，超过了 10 KB 的上限。/,
    );
  },
});

export const WrongAspectRatio = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), await png(400, 300, 'wide.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“wide.png”的宽高比应为 1:1，实际为 400×300。');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const FourByThree = meta.story({
  args: { label: '课程资源封面', aspectRatio: [4, 3], maxSize: 5 * 1024 * 1024, maxCount: 1 },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), await png(400, 300, 'lesson.png'));
    // Above 100 KB, so compressed to JPEG on the way in: the encoding takes its time on a busy
    // machine, as the other compressing stories allow.
    await expect(await canvas.findByRole('img', { name: 'lesson.jpg' }, { timeout: 5000 })).toBeVisible();
    // Full: the add card gives way.
    await expect(canvas.queryByRole('button', { name: '上传图片' })).toBeNull();
  },
});

export const CompressesLargeImages = meta.story({
  args: { aspectRatio: undefined, maxSize: 20 * 1024 * 1024, accept: ['png', 'jpeg', 'webp'] },
  play: async ({ canvas, canvasElement, args }) => {
    const photo = await png(640, 640, 'photo.png', { noise: true });
    await expect(photo.size).toBeGreaterThan(100 * 1024);
    await baseUserEvent.upload(input(canvasElement), photo);
    await canvas.findByRole('img', { name: 'photo.jpg' }, { timeout: 5000 });
    const [files] = (args.onChange as ReturnType<typeof fn>).mock.lastCall as [File[]];
    await expect(files[0]?.type).toBe('image/jpeg');
    await expect(files[0]?.size).toBeLessThan(photo.size);

    // Transparency survives: a see-through PNG becomes WebP, not JPEG.
    await baseUserEvent.upload(
      input(canvasElement),
      await png(640, 640, 'logo.png', { noise: true, transparent: true }),
    );
    await canvas.findByRole('img', { name: 'logo.webp' }, { timeout: 5000 });
  },
});

export const CountLimit = meta.story({
  args: { maxCount: 2, aspectRatio: undefined },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [
      await png(100, 100, '一.png'),
      await png(100, 100, '二.png'),
      await png(100, 100, '三.png'),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“三.png”未添加：最多只能上传 2 个文件。');
    await expect(within(canvas.getByRole('list', { name: '封面图片' })).getAllByRole('img')).toHaveLength(2);
  },
});

export const UploadsWithProgress = meta.story({
  args: { upload: fn(fakeUpload), aspectRatio: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await baseUserEvent.upload(input(canvasElement), await png(120, 120, 'stamp.png'));
    await expect(await canvas.findByRole('progressbar', { name: 'stamp.png 的上传进度' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
});

export const KeyboardAdd = meta.story({
  play: async ({ canvas, userEvent }) => {
    // First the drop zone (which takes pasted files), then its button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '文件拖放区' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上传图片' })).toHaveFocus();
  },
});

export const PngOnlyStaysPng = meta.story({
  args: { label: '电子印章', accept: ['png'], maxCount: 10 },
  play: async ({ canvas, canvasElement }) => {
    // Above 100 KB but only PNG is allowed: re-encoding to JPEG would break the rule, so it is kept.
    await baseUserEvent.upload(input(canvasElement), await png(400, 400, 'stamp.png', { noise: true }));
    await expect(await canvas.findByRole('img', { name: 'stamp.png' }, { timeout: 5000 })).toBeVisible();
  },
});

export const Dark = meta.story({
  globals: { theme: 'dark' },
  args: { aspectRatio: undefined },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [await png(160, 160, '照片.png'), exeAsPng()]);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '照片.png' })).toBeVisible();
  },
});

export const English = meta.story({
  args: { label: 'Cover image', maxSize: 50 * 1024, compressAbove: false },
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [
      exeAsPng(),
      new File([], 'empty.png', { type: 'image/png' }),
      await png(400, 400, 'large.png', { noise: true }),
      await png(120, 80, 'wide.png'),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('“photo.png” is not an allowed file type (allowed: PNG, JPG).');
    await expect(alert).toHaveTextContent('“empty.png” is empty (0 bytes) and cannot be uploaded.');
    await expect(alert).toHaveTextContent(/“large\.png” is [\d.]+ KB, over the 50 KB limit\./);
    await expect(alert).toHaveTextContent('“wide.png” must have a 1:1 aspect ratio; it is 120×80.');
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '封面圖片' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas, canvasElement }) => {
    await baseUserEvent.upload(input(canvasElement), [exeAsPng(), await png(300, 200, 'wide.png')]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('「photo.png」的檔案類型不支援，僅支援 PNG, JPG。');
    await expect(alert).toHaveTextContent('「wide.png」的寬高比應為 1:1，實際為 300×200。');
    await expect(canvas.getByRole('button', { name: '上傳圖片' })).toBeVisible();
  },
});
