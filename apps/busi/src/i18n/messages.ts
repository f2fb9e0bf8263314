/** The locales the app speaks, as BCP 47 tags (the `accept-language` values of SPEC 7). */
export const appLocales = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type AppLocale = (typeof appLocales)[number];

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

/** The language names as the language dropdown shows them: each in its own script. */
export const localeNames: Record<AppLocale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };
