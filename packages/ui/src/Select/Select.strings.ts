import { defineStrings } from '../i18n/strings.ts';

export const selectStrings = defineStrings({
  'en-US': { placeholder: 'Select', empty: 'No options', loading: 'Loading…' },
  'zh-CN': { placeholder: '请选择', empty: '无可选项', loading: '加载中…' },
  'zh-TW': { placeholder: '請選擇', empty: '無可選項', loading: '載入中…' },
});
