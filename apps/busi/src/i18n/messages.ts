import type { AppLocale } from './locale.ts';

export { type AppLocale, appLocales, localeNames } from './locale.ts';

// The source of the app's texts. The browser never loads this file: `npm run messages -w
// @school-sports/busi` compiles it, with the domain's messages, into one file per locale under
// `compiled/` (see `compile.ts`), and the app loads the file of its language (`load.ts`).

/** The app's own texts. Each entry: an id, an English description for translators, three texts. */
const catalogue = {
  'app.platformName': {
    description: 'Default page title and login heading when the platform configures none',
    'zh-CN': '智慧体育平台',
    'zh-TW': '智慧體育平台',
    'en-US': 'Smart Sports Platform',
  },
  'login.heading': {
    description: 'Heading of the sign-in form',
    'zh-CN': '账号登录',
    'zh-TW': '帳號登入',
    'en-US': 'Sign in',
  },
  'login.account': {
    description: 'Label of the account-or-phone field',
    'zh-CN': '账号/手机号',
    'zh-TW': '帳號/手機號碼',
    'en-US': 'Account or mobile number',
  },
  'login.password': {
    description: 'Label of the password field',
    'zh-CN': '密码',
    'zh-TW': '密碼',
    'en-US': 'Password',
  },
  'login.captcha': {
    description: 'Label of the captcha field',
    'zh-CN': '验证码',
    'zh-TW': '驗證碼',
    'en-US': 'Verification code',
  },
  'login.submit': {
    description: 'Sign-in button',
    'zh-CN': '登录',
    'zh-TW': '登入',
    'en-US': 'Sign in',
  },
  'login.language': {
    description: 'Label of the language dropdown',
    'zh-CN': '语言',
    'zh-TW': '語言',
    'en-US': 'Language',
  },
  'login.captchaImage': {
    description: 'Accessible name of the captcha image button; pressing it loads a new code',
    'zh-CN': '验证码图片，点击刷新',
    'zh-TW': '驗證碼圖片，點擊重新整理',
    'en-US': 'Verification code image, press to refresh',
  },
  'login.captchaFailed': {
    description: 'Shown when the captcha image cannot be loaded (SPEC 8)',
    'zh-CN': '获取验证码失败，请稍后重试！',
    'zh-TW': '取得驗證碼失敗，請稍後重試！',
    'en-US': 'Failed to get the verification code, please try again later!',
  },
  'login.autoLogin': {
    description: 'Indicator shown while a stored or handed-over token signs the person in (SPEC 2)',
    'zh-CN': '正在登录认证中…',
    'zh-TW': '正在登入認證中…',
    'en-US': 'Logging in and authenticating…',
  },
  'login.filing': {
    description: 'Record-filing footer link text of the login page (ICP filing number)',
    'zh-CN': '备案号：示例ICP备00000000号',
    'zh-TW': '備案號：示例ICP備00000000號',
    'en-US': 'Filing: Example ICP 00000000',
  },
  'planned.title': {
    description: 'Heading of the page a menu opens while its screen is not built yet',
    'zh-CN': '该功能正在建设中',
    'zh-TW': '此功能正在建置中',
    'en-US': 'This screen is planned',
  },
  'planned.description': {
    description: 'Explanation on the planned-screen page',
    'zh-CN': '菜单和权限已经就绪，页面将在后续版本中上线。',
    'zh-TW': '選單與權限已就緒，頁面將於後續版本上線。',
    'en-US': 'Its menu and permissions are in place; the screen comes in a later release.',
  },
  'planned.actions': {
    description: 'Accessible name of the list of actions the role holds on a planned screen',
    'zh-CN': '已开通的操作',
    'zh-TW': '已開通的操作',
    'en-US': 'Actions available to your role',
  },
  'shell.personalCentre': {
    description: 'User menu entry leading to the personal centre',
    'zh-CN': '个人中心',
    'zh-TW': '個人中心',
    'en-US': 'Personal centre',
  },
  'shell.logout': {
    description: 'User menu entry that signs out',
    'zh-CN': '退出登录',
    'zh-TW': '登出',
    'en-US': 'Sign out',
  },
  'shell.account': {
    description: 'Label of the account (organisation) switcher in the top bar',
    'zh-CN': '当前机构',
    'zh-TW': '目前機構',
    'en-US': 'Organisation',
  },
  'shell.role': {
    description: 'Label of the role switcher in the top bar',
    'zh-CN': '当前角色',
    'zh-TW': '目前角色',
    'en-US': 'Role',
  },
  'shell.userMenu': {
    description: 'Accessible name of the button opening the signed-in user menu',
    'zh-CN': '用户菜单',
    'zh-TW': '使用者選單',
    'en-US': 'User menu',
  },
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
  'common.save': {
    description: 'Save button of forms',
    'zh-CN': '保存',
    'zh-TW': '儲存',
    'en-US': 'Save',
  },
  'common.back': {
    description: 'Back link to the previous screen',
    'zh-CN': '返回',
    'zh-TW': '返回',
    'en-US': 'Back',
  },
  'notFound.heading': {
    description: 'Heading of the page shown for an unknown address',
    'zh-CN': '页面不存在',
    'zh-TW': '頁面不存在',
    'en-US': 'Page not found',
  },
  'notFound.back': {
    description: 'Link from the not-found page back to the start',
    'zh-CN': '返回首页',
    'zh-TW': '返回首頁',
    'en-US': 'Back to the start',
  },
} as const satisfies Record<string, { description: string } & Record<AppLocale, string>>;

export type AppMessageId = keyof typeof catalogue;

/** The message table of one locale, as react-intl takes it. */
export function messagesFor(locale: AppLocale): Record<AppMessageId, string> {
  const table = {} as Record<AppMessageId, string>;
  for (const id of Object.keys(catalogue) as AppMessageId[]) table[id] = catalogue[id][locale];
  return table;
}

/** Every message id with its entry, for completeness checks and extraction. */
export const appCatalogue: Readonly<Record<AppMessageId, { description: string } & Record<AppLocale, string>>> =
  catalogue;
