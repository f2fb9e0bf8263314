import { defineStrings } from '../i18n/strings.ts';

/** Built-in strings shared by every chart: empty state, table toggle and table headers. */
export const chartBaseStrings = defineStrings({
  'en-US': {
    noData: 'No data',
    showTable: 'Show as table',
    category: 'Category',
    value: 'Value',
    share: 'Share',
    total: 'Total',
    other: 'Other',
    missing: 'No value',
    dataTable: 'Data of {title}',
  },
  'zh-CN': {
    noData: '暂无数据',
    showTable: '以表格显示',
    category: '类别',
    value: '数值',
    share: '占比',
    total: '合计',
    other: '其他',
    missing: '无数据',
    dataTable: '{title}的数据',
  },
  'zh-TW': {
    noData: '暫無資料',
    showTable: '以表格顯示',
    category: '類別',
    value: '數值',
    share: '佔比',
    total: '合計',
    other: '其他',
    missing: '無資料',
    dataTable: '{title}的資料',
  },
});
