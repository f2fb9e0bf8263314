import type { AppMessage } from './types.ts';

/** The texts of the teacher and device imports and the device token (issues 7 and 9). */
export const importMessages = {
  'imports.templateFailed': {
    description: 'Shown when an import template cannot be downloaded, with the reason',
    'zh-CN': '模板下载失败：{reason}',
    'zh-TW': '範本下載失敗：{reason}',
    'en-US': 'The template could not be downloaded: {reason}',
  },
  // Its own part's text: the plan's check page carries only its button (testPlans.importResults).
  'imports.resultsTitle': {
    description: 'Title of the dialog importing a test plan’s results',
    'zh-CN': '导入测试成绩',
    'zh-TW': '匯入測驗成績',
    'en-US': 'Import test results',
  },
  'teachers.import': {
    description: 'Button on the teacher list: import teachers from a spreadsheet',
    'zh-CN': '导入教师',
    'zh-TW': '匯入教師',
    'en-US': 'Import teachers',
  },
  'teachers.importTitle': {
    description: 'Title of the teacher import dialog',
    'zh-CN': '导入教师',
    'zh-TW': '匯入教師',
    'en-US': 'Import teachers',
  },
  'classes.import': {
    description: 'Button on the class list: import classes from a spreadsheet',
    'zh-CN': '导入班级',
    'zh-TW': '匯入班級',
    'en-US': 'Import classes',
  },
  'classes.importTitle': {
    description: 'Title of the class import dialog',
    'zh-CN': '导入班级',
    'zh-TW': '匯入班級',
    'en-US': 'Import classes',
  },
  'citizens.import': {
    description: 'Button on the citizen list: import citizens from a spreadsheet',
    'zh-CN': '导入市民',
    'zh-TW': '匯入市民',
    'en-US': 'Import citizens',
  },
  'citizens.importTitle': {
    description: 'Title of the citizen import dialog',
    'zh-CN': '导入市民',
    'zh-TW': '匯入市民',
    'en-US': 'Import citizens',
  },
  'users.import': {
    description: 'Button on the user list: import users from a spreadsheet',
    'zh-CN': '导入用户',
    'zh-TW': '匯入使用者',
    'en-US': 'Import users',
  },
  'users.importTitle': {
    description: 'Title of the user import dialog',
    'zh-CN': '导入用户',
    'zh-TW': '匯入使用者',
    'en-US': 'Import users',
  },
  'imports.password': {
    description: 'Label: the initial password of the accounts an import of teachers or users creates',
    'zh-CN': '新账号的初始密码',
    'zh-TW': '新帳號的初始密碼',
    'en-US': 'Initial password of new accounts',
  },
  'imports.passwordHelp': {
    description: 'Help under the initial password of an import of teachers or users',
    'zh-CN': '6 到 20 位；已有账号（按登录账号）只更新资料，密码不变。请提醒新账号的主人登录后修改密码。',
    'zh-TW': '6 到 20 位；已有帳號（依登入帳號）只更新資料，密碼不變。請提醒新帳號的使用者登入後修改密碼。',
    'en-US':
      '6 to 20 characters; accounts already there (by login account) are only updated and keep their password. Ask the people with new accounts to change it after signing in.',
  },
  'imports.passwordNotReady': {
    description: 'Hint while an import of teachers or users lacks its initial password',
    'zh-CN': '请先填写新账号的初始密码（6 到 20 位），再上传文件。',
    'zh-TW': '請先填寫新帳號的初始密碼（6 到 20 位），再上傳檔案。',
    'en-US': 'Enter the initial password of new accounts (6 to 20 characters) before uploading.',
  },
  'devices.import': {
    description: 'Button on the device list: import devices from a spreadsheet',
    'zh-CN': '导入设备',
    'zh-TW': '匯入裝置',
    'en-US': 'Import devices',
  },
  'devices.importTitle': {
    description: 'Title of the device import dialog',
    'zh-CN': '导入设备',
    'zh-TW': '匯入裝置',
    'en-US': 'Import devices',
  },
  'devices.importCode': {
    description: 'Label: the organisation’s device activation code, asked by the device import',
    'zh-CN': '设备激活码',
    'zh-TW': '裝置啟用碼',
    'en-US': 'Device activation code',
  },
  'devices.importNotReady': {
    description: 'Hint while the device import lacks the activation code',
    'zh-CN': '请先填写本机构的设备激活码，再上传文件。',
    'zh-TW': '請先填寫本機構的裝置啟用碼，再上傳檔案。',
    'en-US': 'Enter the organisation’s device activation code before uploading.',
  },
  'devices.issueToken': {
    description: 'Button: issue a new token for a device (the old one stops working)',
    'zh-CN': '签发令牌',
    'zh-TW': '簽發權杖',
    'en-US': 'Issue token',
  },
  'devices.issueTokenConfirm': {
    description: 'Confirmation before issuing a new device token, with the device name',
    'zh-CN': '为“{name}”签发新令牌？设备正在使用的旧令牌将立即失效。',
    'zh-TW': '為「{name}」簽發新權杖？裝置正在使用的舊權杖將立即失效。',
    'en-US': 'Issue a new token for “{name}”? The token the device uses now stops working at once.',
  },
} satisfies Record<string, AppMessage>;
