import type { AuditAction } from '@school-sports/gateway-client';
import type { AppMessage } from './types.ts';

/** The texts of the audit log screen (issue 19). */
export const auditMessages = {
  'audit.title': {
    description: 'Title of the audit log screen',
    'zh-CN': '审计日志',
    'zh-TW': '稽核日誌',
    'en-US': 'Audit log',
  },
  'audit.empty': {
    description: 'Shown in the audit log when no row matches the filters',
    'zh-CN': '没有符合条件的记录',
    'zh-TW': '沒有符合條件的紀錄',
    'en-US': 'No entries match',
  },
  'audit.search': {
    description: 'Label of the audit log keyword filter: who, on what, from where, or a request id',
    'zh-CN': '操作人/对象/地址/请求号',
    'zh-TW': '操作人/對象/位址/請求編號',
    'en-US': 'Who, what, address or request id',
  },
  'audit.days': {
    description: 'Label of the audit log filter of days, from the first to the last (on the reader’s clock)',
    'zh-CN': '日期',
    'zh-TW': '日期',
    'en-US': 'Days',
  },
  'audit.at': { description: 'Column: when it happened', 'zh-CN': '时间', 'zh-TW': '時間', 'en-US': 'Time' },
  'audit.org': { description: 'Column: the organisation', 'zh-CN': '机构', 'zh-TW': '機構', 'en-US': 'Organisation' },
  'audit.actor': { description: 'Column: who did it', 'zh-CN': '操作人', 'zh-TW': '操作人', 'en-US': 'Who' },
  'audit.action': { description: 'Column and filter: the action', 'zh-CN': '操作', 'zh-TW': '操作', 'en-US': 'Action' },
  'audit.target': { description: 'Column: what it was done to', 'zh-CN': '对象', 'zh-TW': '對象', 'en-US': 'On' },
  'audit.outcome': { description: 'Column: how it ended', 'zh-CN': '结果', 'zh-TW': '結果', 'en-US': 'Outcome' },
  'audit.success': { description: 'Outcome: it succeeded', 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Succeeded' },
  'audit.failure': { description: 'Outcome: it failed', 'zh-CN': '失败', 'zh-TW': '失敗', 'en-US': 'Failed' },
  'audit.address': {
    description: 'Column: the client address it came from',
    'zh-CN': '来源地址',
    'zh-TW': '來源位址',
    'en-US': 'Address',
  },
  'audit.requestId': {
    description: 'Column: the request id',
    'zh-CN': '请求号',
    'zh-TW': '請求編號',
    'en-US': 'Request id',
  },
  'audit.detail': { description: 'Column: short facts (counts)', 'zh-CN': '详情', 'zh-TW': '詳情', 'en-US': 'Detail' },
  'audit.action.auth.signIn': { description: 'Audit action', 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Sign-in' },
  'audit.action.auth.signInFailed': {
    description: 'Audit action',
    'zh-CN': '登录失败',
    'zh-TW': '登入失敗',
    'en-US': 'Failed sign-in',
  },
  'audit.action.password.reset': {
    description: 'Audit action',
    'zh-CN': '重置密码',
    'zh-TW': '重設密碼',
    'en-US': 'Password reset',
  },
  'audit.action.password.change': {
    description: 'Audit action',
    'zh-CN': '修改密码',
    'zh-TW': '變更密碼',
    'en-US': 'Password change',
  },
  'audit.action.role.add': {
    description: 'Audit action',
    'zh-CN': '新增角色',
    'zh-TW': '新增角色',
    'en-US': 'Role added',
  },
  'audit.action.role.edit': {
    description: 'Audit action',
    'zh-CN': '修改角色权限',
    'zh-TW': '修改角色權限',
    'en-US': 'Role changed',
  },
  'audit.action.role.delete': {
    description: 'Audit action',
    'zh-CN': '删除角色',
    'zh-TW': '刪除角色',
    'en-US': 'Role deleted',
  },
  'audit.action.role.membersAdd': {
    description: 'Audit action',
    'zh-CN': '添加角色成员',
    'zh-TW': '新增角色成員',
    'en-US': 'Role members added',
  },
  'audit.action.role.membersRemove': {
    description: 'Audit action',
    'zh-CN': '移除角色成员',
    'zh-TW': '移除角色成員',
    'en-US': 'Role members removed',
  },
  'audit.action.import.students': {
    description: 'Audit action',
    'zh-CN': '导入学生',
    'zh-TW': '匯入學生',
    'en-US': 'Students imported',
  },
  'audit.action.import.teachers': {
    description: 'Audit action',
    'zh-CN': '导入教师',
    'zh-TW': '匯入教師',
    'en-US': 'Teachers imported',
  },
  'audit.action.import.devices': {
    description: 'Audit action',
    'zh-CN': '导入设备',
    'zh-TW': '匯入裝置',
    'en-US': 'Devices imported',
  },
  'audit.action.export': { description: 'Audit action', 'zh-CN': '导出', 'zh-TW': '匯出', 'en-US': 'Export' },
} satisfies Record<string, AppMessage> & Record<`audit.action.${AuditAction}`, AppMessage>;
