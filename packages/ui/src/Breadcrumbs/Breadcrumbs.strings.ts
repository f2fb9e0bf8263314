import { defineStrings } from '../i18n/strings.ts';

export const breadcrumbsStrings = defineStrings({
  'en-US': { label: 'Breadcrumbs' },
  'zh-CN': { label: '面包屑导航' },
  'zh-TW': { label: '導覽路徑' },
});
