import type { AppMessage } from './types.ts';

/** The texts of the personal centre: the profile, the password and the organisations to choose. */
export const myInfoMessages = {
  'myInfo.base': {
    description: 'Personal centre tab: accounts and roles',
    'zh-CN': '账号与角色',
    'zh-TW': '帳號與角色',
    'en-US': 'Accounts and roles',
  },
  'myInfo.editUser': {
    description: 'Personal centre tab: name, mobile, avatar',
    'zh-CN': '个人资料',
    'zh-TW': '個人資料',
    'en-US': 'Profile',
  },
  'myInfo.editAccount': {
    description: 'Personal centre tab: change password',
    'zh-CN': '修改密码',
    'zh-TW': '修改密碼',
    'en-US': 'Change password',
  },
  'myInfo.chooseHint': {
    description: 'Hint above the account list when the person must choose an account and role',
    'zh-CN': '请选择要进入的机构和角色',
    'zh-TW': '請選擇要進入的機構與角色',
    'en-US': 'Choose the organisation and role to work in',
  },
  'myInfo.enter': {
    description: 'Button that enters an organisation with a role',
    'zh-CN': '进入',
    'zh-TW': '進入',
    'en-US': 'Enter',
  },
  'myInfo.current': {
    description: 'Tag on the account and role currently in use',
    'zh-CN': '当前',
    'zh-TW': '目前',
    'en-US': 'Current',
  },
  'myInfo.name': {
    description: 'Label of the name field in the profile',
    'zh-CN': '姓名',
    'zh-TW': '姓名',
    'en-US': 'Name',
  },
  'myInfo.mobile': {
    description: 'Label of the mobile number field in the profile',
    'zh-CN': '手机号',
    'zh-TW': '手機號碼',
    'en-US': 'Mobile number',
  },
  'myInfo.oldPassword': {
    description: 'Label of the current password field',
    'zh-CN': '当前密码',
    'zh-TW': '目前密碼',
    'en-US': 'Current password',
  },
  'myInfo.newPassword': {
    description: 'Label of the new password field',
    'zh-CN': '新密码',
    'zh-TW': '新密碼',
    'en-US': 'New password',
  },
  'myInfo.confirmPassword': {
    description: 'Label of the new password confirmation field',
    'zh-CN': '确认新密码',
    'zh-TW': '確認新密碼',
    'en-US': 'Confirm new password',
  },
  'myInfo.avatar': {
    description: 'Label of the avatar picture in the personal centre',
    'zh-CN': '头像',
    'zh-TW': '頭像',
    'en-US': 'Avatar',
  },
} as const satisfies Record<string, AppMessage>;
