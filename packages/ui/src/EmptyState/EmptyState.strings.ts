import { defineStrings } from '../i18n/strings.ts';

export const emptyStateStrings = defineStrings({
  'en-US': { title: 'No data' },
  'zh-CN': { title: '暂无数据' },
  'zh-TW': { title: '暫無資料' },
});
