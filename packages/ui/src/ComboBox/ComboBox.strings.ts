import { defineStrings } from '../i18n/strings.ts';

export const comboBoxStrings = defineStrings({
  'en-US': { empty: 'No matching results' },
  'zh-CN': { empty: '无匹配结果' },
  'zh-TW': { empty: '無相符結果' },
});
