import { defineStrings } from '../i18n/strings.ts';

export const dialogStrings = defineStrings({
  'en-US': { close: 'Close' },
  'zh-CN': { close: '关闭' },
  'zh-TW': { close: '關閉' },
});
