import type { AppMessage } from './types.ts';

/** The texts of each frame's home page: its key counts and the screens used most. */
export const homeMessages = {
  'home.menu': {
    description: 'Menu entry, tab and title of the home page of a frame',
    'zh-CN': '首页',
    'zh-TW': '首頁',
    'en-US': 'Home',
  },
  'home.welcome': {
    description: 'Subtitle of the home page: greets the signed-in person in their organisation',
    'zh-CN': '{name}，欢迎回到{org}',
    'zh-TW': '{name}，歡迎回到{org}',
    'en-US': 'Welcome back to {org}, {name}',
  },
  'home.figures': {
    description: 'Heading of the key counts of the organisation on the home page',
    'zh-CN': '关键数据',
    'zh-TW': '關鍵數據',
    'en-US': 'Key figures',
  },
  'home.figuresLoading': {
    description: 'Said while the key counts load',
    'zh-CN': '正在加载数据…',
    'zh-TW': '正在載入數據…',
    'en-US': 'Loading the figures…',
  },
  'home.figuresNone': {
    description: 'Shown when the role may open none of the lists the home page counts',
    'zh-CN': '当前角色没有可统计的名单',
    'zh-TW': '目前角色沒有可統計的名單',
    'en-US': 'Your role opens none of the lists counted here',
  },
  'home.students': {
    description: 'Key count: students of the organisation (link to the student list)',
    'zh-CN': '学生',
    'zh-TW': '學生',
    'en-US': 'Students',
  },
  'home.classes': {
    description: 'Key count: classes of the organisation (link to the class list)',
    'zh-CN': '班级',
    'zh-TW': '班級',
    'en-US': 'Classes',
  },
  'home.teachers': {
    description: 'Key count: teachers of the organisation (link to the teacher list)',
    'zh-CN': '教师',
    'zh-TW': '教師',
    'en-US': 'Teachers',
  },
  'home.devices': {
    description: 'Key count: devices of the organisation (link to the device list)',
    'zh-CN': '设备',
    'zh-TW': '裝置',
    'en-US': 'Devices',
  },
  'home.devicesOnline': {
    description: 'Key count: devices online now (link to the device list showing them)',
    'zh-CN': '在线设备',
    'zh-TW': '線上裝置',
    'en-US': 'Devices online',
  },
  'home.organisations': {
    description: 'Key count: organisations below the management centre (link to organisation management)',
    'zh-CN': '下属机构',
    'zh-TW': '下屬機構',
    'en-US': 'Organisations',
  },
  'home.users': {
    description: 'Key count: staff accounts of the organisation (link to user management)',
    'zh-CN': '用户',
    'zh-TW': '使用者',
    'en-US': 'Users',
  },
  'home.screens': {
    description: 'Heading of the links to the screens the person uses most',
    'zh-CN': '常用功能',
    'zh-TW': '常用功能',
    'en-US': 'Most used screens',
  },
  'home.results': {
    description: 'Heading of the place for the latest fitness test and sports meet results',
    'zh-CN': '最新测试与运动会成绩',
    'zh-TW': '最新測驗與運動會成績',
    'en-US': 'Latest tests and meets',
  },
  'home.resultsPlanned': {
    description: 'Says the latest results will show here once the fitness test and sports meet screens are in use',
    'zh-CN': '体质测试和运动会功能上线后，这里将显示最近一次测试和运动会的成绩。',
    'zh-TW': '體質測驗和運動會功能上線後，這裡將顯示最近一次測驗和運動會的成績。',
    'en-US': 'Once the fitness test and sports meet screens are in use, their latest results will show here.',
  },
} as const satisfies Record<string, AppMessage>;
