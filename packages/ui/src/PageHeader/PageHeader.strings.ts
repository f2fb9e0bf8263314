import { defineStrings } from '../i18n/strings.ts';

export const pageHeaderStrings = defineStrings({
  'en-US': { back: 'Back' },
  'zh-CN': { back: '返回' },
  'zh-TW': { back: '返回' },
});
