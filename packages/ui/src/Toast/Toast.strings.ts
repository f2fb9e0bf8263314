import { defineStrings } from '../i18n/strings.ts';

export const toastStrings = defineStrings({
  'en-US': {
    close: 'Close',
    saved: 'Saved',
    added: 'Added',
    modified: 'Modified',
    deleted: 'Deleted',
    statusChanged: 'Status changed',
    passwordReset: 'Password reset',
  },
  'zh-CN': {
    close: '关闭',
    saved: '保存成功',
    added: '新增成功',
    modified: '修改成功',
    deleted: '删除成功',
    statusChanged: '状态修改成功',
    passwordReset: '密码重置成功',
  },
  'zh-TW': {
    close: '關閉',
    saved: '儲存成功',
    added: '新增成功',
    modified: '修改成功',
    deleted: '刪除成功',
    statusChanged: '狀態變更成功',
    passwordReset: '密碼重設成功',
  },
});
