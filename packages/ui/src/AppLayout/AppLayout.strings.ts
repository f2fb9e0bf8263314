import { defineStrings } from '../i18n/strings.ts';

export const appLayoutStrings = defineStrings({
  'en-US': {
    skipToContent: 'Skip to main content',
    navigation: 'Main navigation',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    searchMenu: 'Search menu',
    noMatch: 'No matching menu',
  },
  'zh-CN': {
    skipToContent: '跳到主要内容',
    navigation: '主导航',
    collapse: '收起菜单',
    expand: '展开菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    searchMenu: '搜索菜单',
    noMatch: '没有匹配的菜单',
  },
  'zh-TW': {
    skipToContent: '跳到主要內容',
    navigation: '主要導覽',
    collapse: '收合選單',
    expand: '展開選單',
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    searchMenu: '搜尋選單',
    noMatch: '沒有符合的選單',
  },
});
