import type { AppMessage } from './types.ts';

/** The texts of the score search screen (issue 45). */
export const scoreMessages = {
  'testRecords.title': {
    description: 'Title of the test records screen: readings pupils took outside any test plan',
    'zh-CN': '测试记录',
    'zh-TW': '測驗紀錄',
    'en-US': 'Test records',
  },
  'testRecords.empty': {
    description: 'Shown when no reading outside a test plan matches the search',
    'zh-CN': '没有符合条件的测试记录',
    'zh-TW': '沒有符合條件的測驗紀錄',
    'en-US': 'No test records match the search',
  },
  'scores.title': {
    description: 'Title of the score search screen',
    'zh-CN': '成绩查询',
    'zh-TW': '成績查詢',
    'en-US': 'Score search',
  },
  'scores.empty': {
    description: 'Shown when no result matches the search',
    'zh-CN': '没有符合条件的成绩',
    'zh-TW': '沒有符合條件的成績',
    'en-US': 'No results match the search',
  },
  'scores.search': {
    description: 'Label of the student search filter: name or student number',
    'zh-CN': '学生姓名或学号',
    'zh-TW': '學生姓名或學號',
    'en-US': 'Student name or number',
  },
  'scores.student': { description: 'Column: the student', 'zh-CN': '学生', 'zh-TW': '學生', 'en-US': 'Student' },
  'scores.studentNumber': {
    description: 'Column: the student number',
    'zh-CN': '学号',
    'zh-TW': '學號',
    'en-US': 'Student number',
  },
  'scores.grade': {
    description: 'Column and filter: grade when measured',
    'zh-CN': '年级',
    'zh-TW': '年級',
    'en-US': 'Grade',
  },
  'scores.class': { description: 'Column: class when measured', 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class' },
  'scores.item': {
    description: 'Column and filter: the test item',
    'zh-CN': '测试项',
    'zh-TW': '測驗項目',
    'en-US': 'Item',
  },
  'scores.value': {
    description: 'Column: the measured value with its unit',
    'zh-CN': '成绩',
    'zh-TW': '成績',
    'en-US': 'Result',
  },
  'scores.score': {
    description: 'Column: the item score out of 100',
    'zh-CN': '得分',
    'zh-TW': '得分',
    'en-US': 'Score',
  },
  'scores.band': {
    description: 'Column and filter: the band of the score',
    'zh-CN': '等级',
    'zh-TW': '等第',
    'en-US': 'Band',
  },
  'scores.source': {
    description: 'Column and filter: where the result came from',
    'zh-CN': '来源',
    'zh-TW': '來源',
    'en-US': 'Source',
  },
  'scores.plan': {
    description: 'Column: the test plan',
    'zh-CN': '测试计划',
    'zh-TW': '測驗計畫',
    'en-US': 'Test plan',
  },
  'scores.noPlan': {
    description: 'A result taken outside any plan (a self-test)',
    'zh-CN': '自测',
    'zh-TW': '自測',
    'en-US': 'Self-test',
  },
  'scores.at': {
    description: 'Column: when it was measured',
    'zh-CN': '测试时间',
    'zh-TW': '測驗時間',
    'en-US': 'Measured',
  },
  'scores.days': {
    description: 'Filter: the days measured',
    'zh-CN': '测试日期',
    'zh-TW': '測驗日期',
    'en-US': 'Days measured',
  },
  'scores.org': { description: 'Column: the school', 'zh-CN': '学校', 'zh-TW': '學校', 'en-US': 'School' },
  'scores.device': {
    description: 'Column: the device serial number',
    'zh-CN': '设备编号',
    'zh-TW': '裝置編號',
    'en-US': 'Device',
  },
  'scores.check': {
    description: 'Filter: whether a result waits for a second check',
    'zh-CN': '复核',
    'zh-TW': '複核',
    'en-US': 'Second check',
  },
  'scores.needsCheck': {
    description: 'Option and tag: the result waits for a second check',
    'zh-CN': '待复核',
    'zh-TW': '待複核',
    'en-US': 'Needs a check',
  },
  'scores.checked': {
    description: 'Option: the result counts',
    'zh-CN': '已计入',
    'zh-TW': '已計入',
    'en-US': 'Counts',
  },
  'scores.noScore': {
    description: 'A result without its own score (height and weight make BMI together)',
    'zh-CN': '无单项得分',
    'zh-TW': '無單項得分',
    'en-US': 'No score of its own',
  },
} satisfies Record<string, AppMessage>;
