import { defineStrings } from '../i18n/strings.ts';

export const pageTabsStrings = defineStrings({
  'en-US': {
    label: 'Open pages',
    close: 'Close {name}',
    hint: 'Left and Right arrows move between pages; Delete closes one.',
    actions: 'Page actions',
    closeCurrent: 'Close this page',
    closeOthers: 'Close other pages',
    closeRight: 'Close pages to the right',
  },
  'zh-CN': {
    label: '已打开的页面',
    close: '关闭{name}',
    hint: '左右方向键在页面间移动，Delete 键关闭页面。',
    actions: '页面操作',
    closeCurrent: '关闭当前页面',
    closeOthers: '关闭其他页面',
    closeRight: '关闭右侧页面',
  },
  'zh-TW': {
    label: '已開啟的頁面',
    close: '關閉{name}',
    hint: '左右方向鍵在頁面間移動，Delete 鍵關閉頁面。',
    actions: '頁面操作',
    closeCurrent: '關閉目前頁面',
    closeOthers: '關閉其他頁面',
    closeRight: '關閉右側頁面',
  },
});
