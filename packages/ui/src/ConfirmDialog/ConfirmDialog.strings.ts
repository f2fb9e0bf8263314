import { defineStrings } from '../i18n/strings.ts';

export const confirmDialogStrings = defineStrings({
  'en-US': { confirm: 'Confirm', cancel: 'Cancel', pending: '(processing)' },
  'zh-CN': { confirm: '确定', cancel: '取消', pending: '（处理中）' },
  'zh-TW': { confirm: '確定', cancel: '取消', pending: '（處理中）' },
});
