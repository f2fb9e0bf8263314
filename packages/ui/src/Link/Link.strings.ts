import { defineStrings } from '../i18n/strings.ts';

export const linkStrings = defineStrings({
  'en-US': { newTab: '(opens in a new tab)' },
  'zh-CN': { newTab: '（在新标签页中打开）' },
  'zh-TW': { newTab: '（在新分頁中開啟）' },
});
