import type { AppMessage } from './types.ts';

/** The sign-in page's texts: they load before anyone signs in, apart from every other part. */
export const signinMessages = {
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
} as const satisfies Record<string, AppMessage>;
