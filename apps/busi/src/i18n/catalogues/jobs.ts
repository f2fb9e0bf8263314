import type { JobState } from '@school-sports/gateway-client';
import type { AppMessage } from './types.ts';

/** The texts of the background jobs screen (issue 19). */
export const jobMessages = {
  'jobs.title': {
    description: 'Title of the screen of the platform’s background jobs',
    'zh-CN': '后台任务',
    'zh-TW': '背景工作',
    'en-US': 'Background jobs',
  },
  'jobs.empty': {
    description: 'Shown in the jobs list when no job matches the filters',
    'zh-CN': '没有符合条件的任务',
    'zh-TW': '沒有符合條件的工作',
    'en-US': 'No jobs match',
  },
  'jobs.search': {
    description: 'Label of the jobs list’s keyword filter: the kind of job or its error text',
    'zh-CN': '任务类型/错误信息',
    'zh-TW': '工作類型/錯誤訊息',
    'en-US': 'Kind or error',
  },
  'jobs.kind': { description: 'Column: what the job does', 'zh-CN': '任务类型', 'zh-TW': '工作類型', 'en-US': 'Kind' },
  'jobs.state': {
    description: 'Column and filter: the job’s state',
    'zh-CN': '状态',
    'zh-TW': '狀態',
    'en-US': 'State',
  },
  'jobs.attempts': {
    description: 'Column: tries so far out of the most allowed, e.g. "2 / 5"',
    'zh-CN': '尝试次数',
    'zh-TW': '嘗試次數',
    'en-US': 'Tries',
  },
  'jobs.attemptsValue': {
    description: 'Tries so far out of the most allowed',
    'zh-CN': '{attempts} / {maxAttempts}',
    'zh-TW': '{attempts} / {maxAttempts}',
    'en-US': '{attempts} of {maxAttempts}',
  },
  'jobs.createdAt': {
    description: 'Column: when it was queued',
    'zh-CN': '创建时间',
    'zh-TW': '建立時間',
    'en-US': 'Queued',
  },
  'jobs.runAt': {
    description: 'Column: when it runs, or runs again after a failed try',
    'zh-CN': '运行时间',
    'zh-TW': '執行時間',
    'en-US': 'Runs at',
  },
  'jobs.finishedAt': {
    description: 'Column: when it ended',
    'zh-CN': '结束时间',
    'zh-TW': '結束時間',
    'en-US': 'Ended',
  },
  'jobs.lastError': {
    description: 'Column: the last failed try’s message',
    'zh-CN': '最后一次错误',
    'zh-TW': '最後一次錯誤',
    'en-US': 'Last error',
  },
  'jobs.retry': {
    description: 'Row button: run a failed job again from its first try',
    'zh-CN': '重新运行',
    'zh-TW': '重新執行',
    'en-US': 'Run again',
  },
  'jobs.state.waiting': {
    description: 'Job state: queued, or waiting to try again',
    'zh-CN': '等待中',
    'zh-TW': '等待中',
    'en-US': 'Waiting',
  },
  'jobs.state.running': {
    description: 'Job state: a gateway is running it',
    'zh-CN': '运行中',
    'zh-TW': '執行中',
    'en-US': 'Running',
  },
  'jobs.state.done': { description: 'Job state: it ended well', 'zh-CN': '已完成', 'zh-TW': '已完成', 'en-US': 'Done' },
  'jobs.state.failed': {
    description: 'Job state: every try failed',
    'zh-CN': '失败',
    'zh-TW': '失敗',
    'en-US': 'Failed',
  },
} satisfies Record<string, AppMessage> & Record<`jobs.state.${JobState}`, AppMessage>;
