import { defineStrings } from '../i18n/strings.ts';

export const imageGalleryStrings = defineStrings({
  'en-US': {
    gallery: 'Images',
    open: 'View larger: {alt}',
    remove: 'Remove {alt}',
    preview: 'Image preview',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close preview',
    counter: '{current} / {total}',
    empty: 'No images yet',
  },
  'zh-CN': {
    gallery: '图片',
    open: '查看大图：{alt}',
    remove: '删除 {alt}',
    preview: '图片预览',
    previous: '上一张',
    next: '下一张',
    close: '关闭预览',
    counter: '{current} / {total}',
    empty: '暂无图片',
  },
  'zh-TW': {
    gallery: '圖片',
    open: '檢視大圖：{alt}',
    remove: '刪除 {alt}',
    preview: '圖片預覽',
    previous: '上一張',
    next: '下一張',
    close: '關閉預覽',
    counter: '{current} / {total}',
    empty: '尚無圖片',
  },
});
