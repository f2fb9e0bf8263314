import { defineStrings } from '../i18n/strings.ts';

export const passwordFieldStrings = defineStrings({
  'en-US': { show: 'Show password', hide: 'Hide password' },
  'zh-CN': { show: '显示密码', hide: '隐藏密码' },
  'zh-TW': { show: '顯示密碼', hide: '隱藏密碼' },
});
