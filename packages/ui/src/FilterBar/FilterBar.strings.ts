import { defineStrings } from '../i18n/strings.ts';

export const filterBarStrings = defineStrings({
  'en-US': {
    filters: 'Filters',
    search: 'Search',
    reset: 'Reset',
    more: 'More filters',
    less: 'Fewer filters',
    clear: 'Clear',
  },
  'zh-CN': {
    filters: '筛选',
    search: '查询',
    reset: '重置',
    more: '展开',
    less: '收起',
    clear: '清除',
  },
  'zh-TW': {
    filters: '篩選',
    search: '查詢',
    reset: '重設',
    more: '展開',
    less: '收合',
    clear: '清除',
  },
});
