import { defineStrings } from '../i18n/strings.ts';

export const descriptionsStrings = defineStrings({
  'en-US': { empty: 'Not provided' },
  'zh-CN': { empty: '未填写' },
  'zh-TW': { empty: '未填寫' },
});
