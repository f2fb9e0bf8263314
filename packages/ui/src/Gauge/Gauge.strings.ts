import { defineStrings } from '../i18n/strings.ts';

/** Built-in strings of the gauge: the grade names of SPEC 9 and the table's headings. */
export const gaugeStrings = defineStrings({
  'en-US': {
    fail: 'Fail',
    pass: 'Pass',
    good: 'Good',
    excellent: 'Excellent',
    measure: 'Measure',
    value: 'Value',
    grade: 'Grade',
    minimum: 'Minimum',
    maximum: 'Maximum',
    imageLabel: '{title}: {value}, {grade}',
  },
  'zh-CN': {
    fail: '不及格',
    pass: '及格',
    good: '良好',
    excellent: '优秀',
    measure: '项目',
    value: '数值',
    grade: '等级',
    minimum: '最小值',
    maximum: '最大值',
    imageLabel: '{title}：{value}，{grade}',
  },
  'zh-TW': {
    fail: '不及格',
    pass: '及格',
    good: '良好',
    excellent: '優秀',
    measure: '項目',
    value: '數值',
    grade: '等級',
    minimum: '最小值',
    maximum: '最大值',
    imageLabel: '{title}：{value}，{grade}',
  },
});
