import { defineStrings } from '../i18n/strings.ts';

/** Built-in strings of the stat card: what the trend arrow and the sparkline say to screen readers. */
export const statCardStrings = defineStrings({
  'en-US': {
    up: 'Up {value}',
    down: 'Down {value}',
    flat: 'No change',
    noData: 'No data',
    sparkline: 'Trend over {count, plural, one {# period} other {# periods}}: low {min}, high {max}, latest {last}',
  },
  'zh-CN': {
    up: '上升 {value}',
    down: '下降 {value}',
    flat: '持平',
    noData: '暂无数据',
    sparkline: '近 {count} 期趋势：最低 {min}，最高 {max}，最新 {last}',
  },
  'zh-TW': {
    up: '上升 {value}',
    down: '下降 {value}',
    flat: '持平',
    noData: '暫無資料',
    sparkline: '近 {count} 期趨勢：最低 {min}，最高 {max}，最新 {last}',
  },
});
