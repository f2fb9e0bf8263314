import { defineStrings } from '../i18n/strings.ts';

/** Built-in strings of the radar chart. */
export const radarChartStrings = defineStrings({
  'en-US': { item: 'Item' },
  'zh-CN': { item: '项目' },
  'zh-TW': { item: '項目' },
});
