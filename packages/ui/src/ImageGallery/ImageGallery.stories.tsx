import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo, renderInBox } from '../testing/stories.tsx';
import { type GalleryImage, ImageGallery } from './ImageGallery.tsx';

// Drawn pictures, so the stories need no network and screenshots never change.
const palette = ['#1756c7', '#1a7f37', '#9a6700', '#b42318', '#0b6e99', '#6941c6'];
function picture(index: number, wide = false): string {
  const colour = palette[index % palette.length] ?? '#1756c7';
  const [w, h] = wide ? [640, 400] : [480, 480];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${colour}"/>
<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${h * 0.12}" fill="#ffffff" fill-opacity="0.55"/>
<path d="M0 ${h * 0.62} L${w * 0.3} ${h * 0.32} L${w * 0.55} ${h * 0.62} Z" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const titles = [
  '男子 100 米决赛冲线',
  '女子跳远颁奖',
  '开幕式方阵',
  '4×100 米接力交接棒',
  '跳高比赛',
  '拔河比赛',
  '闭幕式合影',
  '裁判组',
  '志愿者服务',
  '女子 800 米',
  '铅球比赛',
  '班级啦啦队',
];

const photos: GalleryImage[] = titles.map((title, index) => ({
  src: picture(index, index % 3 === 0),
  alt: title,
  caption: `${title} · 2025 春季校运会`,
}));

const meta = preview.meta({
  title: 'Display/ImageGallery',
  component: ImageGallery,
  args: { images: photos, onPreviewIndexChange: fn() },
  render: renderInBox({ width: 600, maxWidth: '100%' }),
});

export const Thumbnails = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '图片' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: '查看大图：开幕式方阵' })).toBeVisible();
  },
});

export const PreviewWithKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    // Tab to the third thumbnail and open it with Enter.
    await userEvent.tab();
    await userEvent.tab();
    const _third = await expectTabTo(canvas, userEvent, 'button', '查看大图：开幕式方阵');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '开幕式方阵' })).toBeVisible();
    await expect(within(dialog).getByText('3 / 12')).toBeVisible();
    await expect(within(dialog).getByText('开幕式方阵 · 2025 春季校运会')).toBeVisible();
    await expect(args.onPreviewIndexChange).toHaveBeenLastCalledWith(2);
    // Right and Left move between images.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('4 / 12')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: '4×100 米接力交接棒' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('2 / 12')).toBeVisible();
    // The buttons work too, and wrap around at the ends.
    await userEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
    await expect(within(dialog).getByText('12 / 12')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '下一张' }));
    await expect(within(dialog).getByText('1 / 12')).toBeVisible();
    // Escape closes; focus returns to the thumbnail of the image last shown.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: '查看大图：男子 100 米决赛冲线' })).toHaveFocus());
    await expect(args.onPreviewIndexChange).toHaveBeenLastCalledWith(null);
  },
});

export const CloseButtonReturnsFocus = meta.story({
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('button', { name: '查看大图：跳高比赛' });
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('5 / 12')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭预览' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
});

export const OpenPreview = meta.story({
  args: { defaultPreviewIndex: 2 },
  render: renderInBox({ width: 960, height: 700 }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByText('3 / 12')).toBeVisible();
  },
});

function RemovableGallery(props: Parameters<typeof ImageGallery>[0]) {
  const [images, setImages] = useState(props.images.slice(0, 4));
  return (
    <ImageGallery
      {...props}
      images={images}
      onRemove={(index, image) => {
        setImages((all) => all.filter((_, i) => i !== index));
        props.onRemove?.(index, image);
      }}
    />
  );
}

export const Removable = meta.story({
  args: { onRemove: fn() },
  render: (args) => (
    <div style={{ width: 600 }}>
      <RemovableGallery {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 女子跳远颁奖' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1, photos[1]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: '查看大图：女子跳远颁奖' })).not.toBeInTheDocument();
    // Focus moves to the image that took the removed one's place.
    await waitFor(() => expect(canvas.getByRole('button', { name: '查看大图：开幕式方阵' })).toHaveFocus());
    // Keyboard: Tab reaches the remove button after its thumbnail.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '删除 开幕式方阵' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
});

export const Empty = meta.story({
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无图片')).toBeVisible();
  },
});

export const Dark = meta.story({
  args: { onRemove: fn() },
  globals: { theme: 'dark' },
});

export const DarkPreview = meta.story({
  ...OpenPreview.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    images: photos.slice(0, 4).map((photo, index) => ({
      ...photo,
      alt: ['Boys 100 m final', 'Girls long jump awards', 'Opening parade', 'Relay baton pass'][index] ?? '',
      caption: 'Spring sports day 2025',
    })),
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View larger: Opening parade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    await expect(within(dialog).getByText('3 / 4')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const TraditionalChinese = meta.story({
  args: {
    defaultPreviewIndex: 0,
    images: photos.slice(0, 3).map((photo, index) => ({
      ...photo,
      alt: ['男子 100 公尺決賽', '女子跳遠頒獎', '開幕式進場'][index] ?? '',
      caption: '2025 春季校慶運動會',
    })),
  },
  render: OpenPreview.input.render,
  globals: { locale: 'zh-TW' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '圖片預覽' });
    await expect(within(dialog).getByRole('button', { name: '下一張' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '關閉預覽' })).toBeVisible();
  },
});
