import { defineStrings } from '../i18n/strings.ts';

export const formStrings = defineStrings({
  'en-US': { required: 'This field is required.' },
  'zh-CN': { required: '此项为必填项' },
  'zh-TW': { required: '此欄位為必填' },
});
