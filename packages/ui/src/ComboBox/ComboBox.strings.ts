import { defineStrings } from '../i18n/strings.ts';

export const comboBoxStrings = defineStrings({
  'en-US': { empty: 'No matching results', placeholder: 'Type or select' },
  'zh-CN': { empty: '无匹配结果', placeholder: '请输入或选择' },
  'zh-TW': { empty: '無相符結果', placeholder: '請輸入或選擇' },
});
