import { defineStrings } from '../i18n/strings.ts';

export const spinnerStrings = defineStrings({
  'en-US': { loading: 'Loading' },
  'zh-CN': { loading: '加载中' },
  'zh-TW': { loading: '載入中' },
});
