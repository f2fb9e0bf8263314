import { defineStrings } from '../i18n/strings.ts';

export const datePickerStrings = defineStrings({
  'en-US': {
    beforeMin: 'The date must be {date} or later.',
    afterMax: 'The date must be {date} or earlier.',
    unavailable: 'The selected date is unavailable.',
    reversed: 'The end date cannot be before the start date.',
  },
  'zh-CN': {
    beforeMin: '日期不能早于 {date}',
    afterMax: '日期不能晚于 {date}',
    unavailable: '所选日期不可用',
    reversed: '结束日期不能早于开始日期',
  },
  'zh-TW': {
    beforeMin: '日期不能早於 {date}',
    afterMax: '日期不能晚於 {date}',
    unavailable: '所選日期無法使用',
    reversed: '結束日期不能早於開始日期',
  },
});
