import type { AppMessage } from './types.ts';

/** The frame's texts around every signed-in screen: its bars and menus, the pages of screens not built yet or not found, the statuses. */
export const shellMessages = {
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
    description: 'What the role will be able to do on a planned screen once built; {actions} is a list of action names',
    'zh-CN': '上线后，您的角色可以在这里{actions}。',
    'zh-TW': '上線後，您的角色可以在這裡{actions}。',
    'en-US': 'Once it is built, your role can {actions} here.',
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
    description: 'Accessible name of the button opening the signed-in user menu; it starts with the visible name',
    'zh-CN': '{name}：用户菜单',
    'zh-TW': '{name}：使用者選單',
    'en-US': '{name}: user menu',
  },
  'shell.languageMenu': {
    description: 'Accessible name of the language menu button of the top bar; it ends with the visible language name',
    'zh-CN': '界面语言：{language}',
    'zh-TW': '介面語言：{language}',
    'en-US': 'Language: {language}',
  },
  'shell.breadcrumbs': {
    description: 'Accessible name of the trail from the menu group to the current page, above each page',
    'zh-CN': '当前位置',
    'zh-TW': '目前位置',
    'en-US': 'You are here',
  },
  'shell.crumb.add': {
    description: 'Last step of the trail on a page adding a record',
    'zh-CN': '新增',
    'zh-TW': '新增',
    'en-US': 'Add',
  },
  'shell.crumb.edit': {
    description: 'Last step of the trail on a page editing a record',
    'zh-CN': '编辑',
    'zh-TW': '編輯',
    'en-US': 'Edit',
  },
  'shell.crumb.detail': {
    description: 'Last step of the trail on a page showing one record',
    'zh-CN': '详情',
    'zh-TW': '詳情',
    'en-US': 'Details',
  },
  'shell.crumb.members': {
    description: 'Last step of the trail on the page listing the members of a role or department',
    'zh-CN': '成员',
    'zh-TW': '成員',
    'en-US': 'Members',
  },
  'shell.crumb.other': {
    description: 'Last step of the trail on any other page beneath a menu entry',
    'zh-CN': '详情',
    'zh-TW': '詳情',
    'en-US': 'Details',
  },
  'shell.pageTab.below': {
    description:
      'Label of the tab of an open page beneath a menu screen: the screen, then the page (Edit, Add, Members)',
    'zh-CN': '{screen}（{page}）',
    'zh-TW': '{screen}（{page}）',
    'en-US': '{screen} ({page})',
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
  'notFound.description': {
    description: 'Explanation on the page shown for an address that does not exist',
    'zh-CN': '地址可能输错了，或者页面已经移走。',
    'zh-TW': '網址可能輸入錯誤，或頁面已經移走。',
    'en-US': 'The address may be mistyped, or the page has moved.',
  },
  'status.forbidden.heading': {
    description: 'Heading of the page shown instead of a page the role has no permission for (403)',
    'zh-CN': '无权访问此页面',
    'zh-TW': '無權存取此頁面',
    'en-US': 'You cannot open this page',
  },
  'status.forbidden.description': {
    description: 'Explanation on the 403 page of a screen the current role lacks',
    'zh-CN': '当前角色没有这个页面的权限。如需使用，请联系本机构的管理员。',
    'zh-TW': '目前角色沒有這個頁面的權限。如需使用，請聯絡本機構的管理員。',
    'en-US': "Your current role has no permission for this page. Ask your organisation's administrator if you need it.",
  },
  'status.otherFrame.description': {
    description: 'Explanation on the 403 page of a screen that belongs to another kind of organisation',
    'zh-CN': '这个页面属于其他类型的机构，当前账号无法打开。可以在右上角切换账号或角色。',
    'zh-TW': '這個頁面屬於其他類型的機構，目前帳號無法開啟。可以在右上角切換帳號或角色。',
    'en-US':
      'This page belongs to another kind of organisation, which the current account cannot open. You can switch account or role at the top right.',
  },
  'status.failed.heading': {
    description: 'Heading of the page shown when a page failed while showing',
    'zh-CN': '页面出错了',
    'zh-TW': '頁面發生錯誤',
    'en-US': 'Something went wrong on this page',
  },
  'status.failed.description': {
    description: 'Explanation on the page shown when a page failed while showing',
    'zh-CN': '请重新加载页面；如果问题仍然存在，请联系管理员。',
    'zh-TW': '請重新載入頁面；如果問題仍然存在，請聯絡管理員。',
    'en-US': 'Reload the page; if the problem stays, contact your administrator.',
  },
  'status.reload': {
    description: 'Button reloading the page after it failed',
    'zh-CN': '重新加载',
    'zh-TW': '重新載入',
    'en-US': 'Reload',
  },
  'status.previous': {
    description: 'Button going back to the page before, on a 403 or 404 page',
    'zh-CN': '返回上一页',
    'zh-TW': '返回上一頁',
    'en-US': 'Back to the previous page',
  },
  'shell.themeDark': {
    description: 'User menu entry switching to the dark theme',
    'zh-CN': '切换为深色主题',
    'zh-TW': '切換為深色主題',
    'en-US': 'Use the dark theme',
  },
  'shell.themeLight': {
    description: 'User menu entry switching to the light theme',
    'zh-CN': '切换为浅色主题',
    'zh-TW': '切換為淺色主題',
    'en-US': 'Use the light theme',
  },
} as const satisfies Record<string, AppMessage>;
