import { defineStrings } from '../i18n/strings.ts';

export const treeStrings = defineStrings({
  'en-US': { empty: 'No data' },
  'zh-CN': { empty: '暂无数据' },
  'zh-TW': { empty: '暫無資料' },
});
