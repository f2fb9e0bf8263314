import { defineStrings } from '../i18n/strings.ts';

export const fieldStrings = defineStrings({
  'en-US': { enter: 'Please enter' },
  'zh-CN': { enter: '请输入' },
  'zh-TW': { enter: '請輸入' },
});
