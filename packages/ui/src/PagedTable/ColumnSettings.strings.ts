import { defineStrings } from '../i18n/strings.ts';

// Kept apart from the table's strings: only the column settings, loaded when first opened, need them.
export const columnSettingsStrings = defineStrings({
  'en-US': {
    moveUp: 'Move {name} up',
    moveDown: 'Move {name} down',
    pin: 'Pin {name} to start',
    reset: 'Reset',
    alwaysShown: 'Always shown',
  },
  'zh-CN': {
    moveUp: '上移{name}',
    moveDown: '下移{name}',
    pin: '将{name}固定在左侧',
    reset: '重置',
    alwaysShown: '始终显示',
  },
  'zh-TW': {
    moveUp: '上移{name}',
    moveDown: '下移{name}',
    pin: '將{name}固定在左側',
    reset: '重設',
    alwaysShown: '始終顯示',
  },
});
