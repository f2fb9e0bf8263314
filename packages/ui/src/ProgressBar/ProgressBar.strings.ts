import { defineStrings } from '../i18n/strings.ts';

export const progressBarStrings = defineStrings({
  'en-US': { progress: 'Progress' },
  'zh-CN': { progress: '进度' },
  'zh-TW': { progress: '進度' },
});
