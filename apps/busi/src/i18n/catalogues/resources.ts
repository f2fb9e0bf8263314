import type { AppMessage } from './types.ts';

/** The texts of the resource category and banner screens (issue 47). */
export const resourceMessages = {
  'categories.title': {
    description: 'Title of the resource category screen',
    'zh-CN': '资源分类',
    'zh-TW': '資源分類',
    'en-US': 'Resource categories',
  },
  'categories.add': {
    description: 'Button and title: add a resource category',
    'zh-CN': '新增分类',
    'zh-TW': '新增分類',
    'en-US': 'Add category',
  },
  'categories.addChild': {
    description: 'Row button: add a category under this one',
    'zh-CN': '新增子分类',
    'zh-TW': '新增子分類',
    'en-US': 'Add subcategory',
  },
  'categories.edit': {
    description: 'Title of the category edit form',
    'zh-CN': '编辑分类',
    'zh-TW': '編輯分類',
    'en-US': 'Edit category',
  },
  'categories.name': {
    description: "Label of a category's name",
    'zh-CN': '分类名称',
    'zh-TW': '分類名稱',
    'en-US': 'Category name',
  },
  'categories.parent': {
    description: 'Label of the parent category choice',
    'zh-CN': '上级分类',
    'zh-TW': '上層分類',
    'en-US': 'Parent category',
  },
  'categories.parentHelp': {
    description: 'Help under the parent category choice',
    'zh-CN': '最多 3 级；不能选择分类自身或它的子分类',
    'zh-TW': '最多 3 層；不能選擇分類本身或它的子分類',
    'en-US': 'At most 3 levels; a category cannot go under itself or its subcategories',
  },
  'categories.topLevel': {
    description: 'Parent choice meaning the category has no parent',
    'zh-CN': '顶级分类',
    'zh-TW': '頂層分類',
    'en-US': 'Top level',
  },
  'categories.childCount': {
    description: 'Column: how many subcategories a category has',
    'zh-CN': '子分类数',
    'zh-TW': '子分類數',
    'en-US': 'Subcategories',
  },
  'categories.useCount': {
    description: 'Column: how much content is filed under a category',
    'zh-CN': '内容数',
    'zh-TW': '內容數',
    'en-US': 'Content',
  },
  'categories.moveUp': {
    description: 'Row button: move the category one place up among its siblings',
    'zh-CN': '上移',
    'zh-TW': '上移',
    'en-US': 'Move up',
  },
  'categories.moveDown': {
    description: 'Row button: move the category one place down among its siblings',
    'zh-CN': '下移',
    'zh-TW': '下移',
    'en-US': 'Move down',
  },
  'categories.empty': {
    description: 'What the category table shows when there is none',
    'zh-CN': '还没有分类，请先新增分类',
    'zh-TW': '還沒有分類，請先新增分類',
    'en-US': 'No categories yet: add the first one',
  },
  'categories.deleteTitle': {
    description: 'Question before deleting a category',
    'zh-CN': '删除分类“{name}”？',
    'zh-TW': '刪除分類「{name}」？',
    'en-US': 'Delete category “{name}”?',
  },
  'categories.deleteMessage': {
    description: 'What deleting a category does and when it is refused',
    'zh-CN': '删除后不可恢复。有子分类或内容的分类不能删除。',
    'zh-TW': '刪除後無法復原。有子分類或內容的分類不能刪除。',
    'en-US': 'This cannot be undone. A category with subcategories or content cannot be deleted.',
  },
} as const satisfies Record<string, AppMessage>;
