import { defineStrings } from '../i18n/strings.ts';

export const selectStrings = defineStrings({
  'en-US': { placeholder: 'Select' },
  'zh-CN': { placeholder: '请选择' },
  'zh-TW': { placeholder: '請選擇' },
});
