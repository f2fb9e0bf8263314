import type { AppMessage } from './types.ts';

/** The texts of menu management (issue 47): the platform's catalogue of menus and buttons. */
export const menuMessages = {
  'menus.title': {
    description: 'Title of the menu management screen',
    'zh-CN': '菜单管理',
    'zh-TW': '選單管理',
    'en-US': 'Menu management',
  },
  'menus.add': {
    description: 'Button and title: add a menu or button',
    'zh-CN': '新增菜单',
    'zh-TW': '新增選單',
    'en-US': 'Add menu',
  },
  'menus.edit': {
    description: 'Title of the menu edit form',
    'zh-CN': '编辑菜单',
    'zh-TW': '編輯選單',
    'en-US': 'Edit menu',
  },
  'menus.empty': {
    description: 'What the menu table shows when the type has none',
    'zh-CN': '该机构类型还没有菜单',
    'zh-TW': '此機構類型還沒有選單',
    'en-US': 'This organisation type has no menus yet',
  },
  'menus.intro': {
    description: 'What the screen edits and who sees changes',
    'zh-CN': '这里编辑各类机构的菜单与按钮。修改会出现在角色权限树中，已登录的人员下次加载菜单时生效。',
    'zh-TW': '這裡編輯各類機構的選單與按鈕。修改會出現在角色權限樹中，已登入的人員下次載入選單時生效。',
    'en-US':
      'Here the platform edits the menus and buttons of each organisation type. A change shows in the role permission trees, and signed-in staff get it on their next menu load.',
  },
  'menus.frame': {
    description: 'Filter and field: the organisation type whose menus are shown',
    'zh-CN': '机构类型',
    'zh-TW': '機構類型',
    'en-US': 'Organisation type',
  },
  'menus.frame.admin': {
    description: 'Frame option',
    'zh-CN': '管理机构（10）',
    'zh-TW': '管理機構（10）',
    'en-US': 'Management organisations (10)',
  },
  'menus.frame.k12': {
    description: 'Frame option',
    'zh-CN': '中小学（21）',
    'zh-TW': '中小學（21）',
    'en-US': 'K12 schools (21)',
  },
  'menus.frame.gx': {
    description: 'Frame option',
    'zh-CN': '高校（22）',
    'zh-TW': '大專院校（22）',
    'en-US': 'Universities (22)',
  },
  'menus.frame.nf': {
    description: 'Frame option',
    'zh-CN': '全民健身机构与企业（41、30）',
    'zh-TW': '全民健身機構與企業（41、30）',
    'en-US': 'Fitness organisations and enterprises (41, 30)',
  },
  'menus.frame.single': {
    description: 'Frame option',
    'zh-CN': '运动会单项（所有机构）',
    'zh-TW': '運動會單項（所有機構）',
    'en-US': 'Sports meets only (every organisation)',
  },
  'menus.keyword': {
    description: 'Search filter: names, path or permission code',
    'zh-CN': '名称/路径/权限码',
    'zh-TW': '名稱/路徑/權限碼',
    'en-US': 'Name, path or permission code',
  },
  'menus.nameZhCn': {
    description: 'Column and field',
    'zh-CN': '名称（简体）',
    'zh-TW': '名稱（簡體）',
    'en-US': 'Name (simplified Chinese)',
  },
  'menus.nameZhTw': {
    description: 'Column and field',
    'zh-CN': '名称（繁体）',
    'zh-TW': '名稱（繁體）',
    'en-US': 'Name (traditional Chinese)',
  },
  'menus.nameEnUs': {
    description: 'Column and field',
    'zh-CN': '名称（英文）',
    'zh-TW': '名稱（英文）',
    'en-US': 'Name (English)',
  },
  'menus.menuPath': {
    description: 'Column and field: route below the frame',
    'zh-CN': '路径',
    'zh-TW': '路徑',
    'en-US': 'Path',
  },
  'menus.menuPathHelp': {
    description: 'Help of the path field',
    'zh-CN': '如 dataCenter/school；分组留空',
    'zh-TW': '如 dataCenter/school；分組留空',
    'en-US': 'Such as dataCenter/school; empty for a group',
  },
  'menus.permission': {
    description: 'Column and field: the button permission code',
    'zh-CN': '权限码',
    'zh-TW': '權限碼',
    'en-US': 'Permission code',
  },
  'menus.permissionHelp': {
    description: 'Help of the code field',
    'zh-CN': '如 k12:org/class:archive，全平台唯一',
    'zh-TW': '如 k12:org/class:archive，全平台唯一',
    'en-US': 'Such as k12:org/class:archive; unique on the platform',
  },
  'menus.sortNum': {
    description: 'Column: order among siblings',
    'zh-CN': '排序',
    'zh-TW': '排序',
    'en-US': 'Order',
  },
  'menus.kind': {
    description: 'Column and field: menu or button',
    'zh-CN': '类型',
    'zh-TW': '類型',
    'en-US': 'Kind',
  },
  'menus.kind.0': {
    description: 'Kind value',
    'zh-CN': '菜单',
    'zh-TW': '選單',
    'en-US': 'Menu',
  },
  'menus.kind.1': {
    description: 'Kind value',
    'zh-CN': '按钮',
    'zh-TW': '按鈕',
    'en-US': 'Button',
  },
  'menus.icon': {
    description: 'Field: icon name',
    'zh-CN': '图标',
    'zh-TW': '圖示',
    'en-US': 'Icon',
  },
  'menus.iconHelp': {
    description:
      'Help of the icon field: the names are those of the side menu’s icons (frames/navigation.ts menuIcons), not translated',
    'zh-CN':
      '图标名：school、users、shield、device、stopwatch、trophy、teaching、flag、chart、book、settings、home、grid；留空用默认图标，其他名称不显示图标',
    'zh-TW':
      '圖示名稱：school、users、shield、device、stopwatch、trophy、teaching、flag、chart、book、settings、home、grid；留空用預設圖示，其他名稱不顯示圖示',
    'en-US':
      'An icon name: school, users, shield, device, stopwatch, trophy, teaching, flag, chart, book, settings, home, grid; empty for the default; any other name shows no icon',
  },
  'menus.parent': {
    description: 'Field: parent menu',
    'zh-CN': '上级菜单',
    'zh-TW': '上層選單',
    'en-US': 'Parent menu',
  },
  'menus.topLevel': {
    description: 'Parent choice: the top of the menu',
    'zh-CN': '（顶级分组）',
    'zh-TW': '（頂層分組）',
    'en-US': '(top-level group)',
  },
  'menus.roleCount': {
    description: 'Column: roles holding the entry',
    'zh-CN': '拥有的角色数',
    'zh-TW': '擁有的角色數',
    'en-US': 'Roles holding it',
  },
  'menus.status': {
    description: 'Column: screen status',
    'zh-CN': '页面',
    'zh-TW': '頁面',
    'en-US': 'Screen',
  },
  'menus.status.built': {
    description: 'Screen status value',
    'zh-CN': '已上线',
    'zh-TW': '已上線',
    'en-US': 'Built',
  },
  'menus.status.planned': {
    description: 'Screen status value',
    'zh-CN': '规划中',
    'zh-TW': '規劃中',
    'en-US': 'Planned',
  },
  'menus.origin': {
    description: 'Column: where the entry comes from',
    'zh-CN': '来源',
    'zh-TW': '來源',
    'en-US': 'Source',
  },
  'menus.origin.catalogue': {
    description: 'Origin value',
    'zh-CN': '系统',
    'zh-TW': '系統',
    'en-US': 'Product',
  },
  'menus.origin.operator': {
    description: 'Origin value',
    'zh-CN': '运营添加',
    'zh-TW': '營運新增',
    'en-US': 'Added here',
  },
  'menus.addChild': {
    description: 'Row button: add a menu or button under this one',
    'zh-CN': '新增下级',
    'zh-TW': '新增下層',
    'en-US': 'Add below',
  },
  'menus.moveUp': {
    description: 'Row button',
    'zh-CN': '上移',
    'zh-TW': '上移',
    'en-US': 'Move up',
  },
  'menus.moveDown': {
    description: 'Row button',
    'zh-CN': '下移',
    'zh-TW': '下移',
    'en-US': 'Move down',
  },
  'menus.deleteTitle': {
    description: 'Question before deleting a menu',
    'zh-CN': '删除菜单“{name}”？',
    'zh-TW': '刪除選單「{name}」？',
    'en-US': 'Delete menu “{name}”?',
  },
  'menus.deleteLoading': {
    description: 'While the deletion preview loads',
    'zh-CN': '正在统计将删除的内容…',
    'zh-TW': '正在統計將刪除的內容…',
    'en-US': 'Counting what the deletion removes…',
  },
  'menus.deleteMessage': {
    description: 'What a deletion removes, from its preview',
    'zh-CN':
      '将删除 {menus} 个菜单和 {buttons} 个按钮，并从 {orgs} 个机构的 {roles} 个角色中移除。删除后不可恢复，升级也不会恢复。',
    'zh-TW':
      '將刪除 {menus} 個選單和 {buttons} 個按鈕，並從 {orgs} 個機構的 {roles} 個角色中移除。刪除後無法復原，升級也不會復原。',
    'en-US':
      'This removes {menus} menus and {buttons} buttons, taking them from {roles} roles in {orgs} organisations. It cannot be undone, and upgrades do not bring them back.',
  },
  'menus.deleteEntries': {
    description: 'Heading of the list of entries a deletion removes',
    'zh-CN': '将删除：',
    'zh-TW': '將刪除：',
    'en-US': 'Removed:',
  },
} as const satisfies Record<string, AppMessage>;
