// The menu catalogue: every frame's menus and buttons, from SPEC 2's route lists. Data, seeded
// into the `menu` table at the gateway's start; roles grant entries of it; the gateway enforces it,
// and the app's `useCan` and the contract's button permissions are typed by its button kinds.
import type { Frame } from '../organisation.ts';
import { type CatalogueEntry, type CatalogueRow, catalogueRow, type Names } from './row.ts';

export type { CatalogueEntry };

/** The buttons a screen can carry, each with its permission suffix and names. */
export const buttonKinds = {
  add: ['新增', '新增', 'Add'],
  edit: ['编辑', '編輯', 'Edit'],
  delete: ['删除', '刪除', 'Delete'],
  status: ['启用/停用', '啟用/停用', 'Enable or disable'],
  import: ['导入', '匯入', 'Import'],
  export: ['导出', '匯出', 'Export'],
  resetPassword: ['重置密码', '重設密碼', 'Reset password'],
  members: ['成员管理', '成員管理', 'Manage members'],
  focus: ['专注模式', '專注模式', 'Focus mode'],
  activate: ['激活设备', '啟用裝置', 'Activate devices'],
  promote: ['升级', '升級', 'Promote classes'],
  enter: ['录入成绩', '登錄成績', 'Enter results'],
  correct: ['更正成绩', '更正成績', 'Correct results'],
  exempt: ['免测登记', '免測登記', 'Record exemptions'],
  book: ['预约时段', '預約時段', 'Book slots'],
  // A meet's events and registration (issue 46): buttons of the meet's detail page.
  eventAdd: ['新增项目', '新增項目', 'Add events'],
  eventEdit: ['编辑项目', '編輯項目', 'Edit events'],
  eventDelete: ['删除项目', '刪除項目', 'Delete events'],
  register: ['报名', '報名', 'Enter athletes'],
  withdraw: ['撤销报名', '撤銷報名', 'Withdraw entries'],
  // Printed reports (issue 48): a student's or a class's PDF.
  print: ['打印', '列印', 'Print'],
  // A meet's arrangement: drawing (and redrawing) heats and lanes, and moving athletes by hand.
  draw: ['抽签编排', '抽籤編排', 'Draw heats and lanes'],
  arrangeSwap: ['调整道次', '調整道次', 'Adjust heats and lanes'],
  // A meet's results on the day: typing marks in, and a second person's check that makes places official.
  resultEnter: ['录入成绩', '登錄成績', 'Enter results'],
  resultConfirm: ['确认成绩', '確認成績', 'Confirm results'],
  // The organisation's electronic seals, and the certificates printed from a meet's official results.
  sealAdd: ['上传电子印章', '上傳電子印章', 'Add seals'],
  sealEdit: ['编辑电子印章', '編輯電子印章', 'Edit seals'],
  sealDelete: ['删除电子印章', '刪除電子印章', 'Delete seals'],
  certificatePrint: ['打印证书', '列印獎狀', 'Print certificates'],
  // A meet's photo gallery (风采): adding photos (and their captions), and deleting them.
  photoUpload: ['上传风采照片', '上傳風采照片', 'Upload gallery photos'],
  photoDelete: ['删除风采照片', '刪除風采照片', 'Delete gallery photos'],
  // A meet's live results page: switching its public address on and off, or making a new one.
  liveShare: ['分享实时成绩', '分享即時成績', 'Share live results'],
  // A partner platform's signing secret (issue 47): a new one replaces it, shown once.
  rotateSecret: ['重置密钥', '重設金鑰', 'Rotate secret'],
  // A lesson resource's large files (issue 47), sent resumably over the tus protocol.
  lessonUpload: ['上传课程文件', '上傳課程檔案', 'Upload lesson files'],
  // A management organisation shares a lesson resource with the schools below it; a school copies one.
  lessonShare: ['共享给下属学校', '共享給下屬學校', 'Share with our schools'],
  lessonCopy: ['复制到本机构', '複製到本機構', 'Copy to our organisation'],
  // The menu catalogue's entries put in another place or order (issue 47, menu management).
  move: ['调整位置', '調整位置', 'Move and reorder'],
} as const satisfies Record<string, Names>;

export type ButtonKind = keyof typeof buttonKinds;

type Screen = readonly [path: string, names: Names, buttons?: readonly ButtonKind[]];
type Group = readonly [key: string, names: Names, screens: readonly Screen[]];

const crud: readonly ButtonKind[] = ['add', 'edit', 'delete'];
const people: readonly ButtonKind[] = ['add', 'edit', 'delete', 'status', 'resetPassword', 'import', 'export'];

const screens = {
  currentOrg: ['currentOrg', ['当前机构', '目前機構', 'Current organisation'], ['edit']],
  orgInfo: [
    'orgManage/orgInfo',
    ['机构管理', '機構管理', 'Organisations'],
    [...crud, 'status', 'resetPassword', 'export'],
  ],
  department: ['departmentManage', ['部门管理', '部門管理', 'Departments'], [...crud, 'members', 'export']],
  adminUser: ['user', ['用户管理', '使用者管理', 'Users'], people],
  role: ['role', ['角色管理', '角色管理', 'Roles'], [...crud, 'members', 'export']],
  acayear: ['org/acayear', ['学年学期', '學年學期', 'Academic years'], [...crud, 'export']],
  grade: ['org/grade', ['年级管理', '年級管理', 'Grades'], [...crud, 'export', 'promote']],
  class: ['org/class', ['班级管理', '班級管理', 'Classes'], [...crud, 'status', 'import', 'export']],
  college: ['org/college', ['院系管理', '院系管理', 'Colleges'], [...crud, 'export']],
  major: ['org/major', ['专业管理', '專業管理', 'Majors'], [...crud, 'export']],
  teacher: ['user/teacher', ['教师管理', '教師管理', 'Teachers'], people],
  student: ['user/student', ['学生管理', '學生管理', 'Students'], people],
  parent: ['user/parent', ['家长管理', '家長管理', 'Parents'], ['edit', 'delete', 'export']],
  citizen: ['user/citizen', ['市民管理', '市民管理', 'Citizens'], people],
  device: ['device', ['设备管理', '裝置管理', 'Devices'], [...crud, 'status', 'import', 'export', 'focus', 'activate']],
  place: ['place', ['场地管理', '場地管理', 'Venues'], [...crud, 'status', 'export']],
  testManage: [
    'organizeTest/testManage',
    ['测试计划', '測驗計畫', 'Test plans'],
    [...crud, 'status', 'import', 'export', 'enter', 'correct', 'exempt', 'book'],
  ],
  scoreSearch: ['organizeTest/scoreSearch', ['成绩查询', '成績查詢', 'Score search'], ['export']],
  gxScoreSearch: ['scoreSearch', ['成绩查询', '成績查詢', 'Score search'], ['export']],
  testRecord: ['selfTest/testRecord', ['测试记录', '測驗紀錄', 'Test records'], ['export']],
  gxTestRecord: ['testRecord', ['测试记录', '測驗紀錄', 'Test records'], ['export']],
  exerciseRecord: ['exerciseRecord', ['运动记录', '運動紀錄', 'Exercise records'], ['export']],
  physique: [
    'physiqueManage/testResult',
    ['体质健康监测', '體質健康監測', 'Physique health'],
    ['import', 'export', 'edit', 'print'],
  ],
  competitionRank: [
    'onlineManagement/competitionRank',
    ['排名赛', '排名賽', 'Ranking competitions'],
    [...crud, 'export'],
  ],
  competition: ['onlineManagement/competition', ['赛事列表', '賽事列表', 'Competitions'], [...crud, 'export']],
  homework: ['sportsHomework/homeworkManagement', ['作业管理', '作業管理', 'Homework'], [...crud, 'export']],
  practise: ['class/practise', ['课堂练习', '課堂練習', 'Class practice'], ['export']],
  classTest: ['class/test', ['课堂测试', '課堂測驗', 'Class tests'], ['export']],
  classMatch: ['class/match', ['课堂比赛', '課堂比賽', 'Class matches'], ['export']],
  training: [
    'specialTraining/specialTrainingList',
    ['个性化训练', '個人化訓練', 'Personalised training'],
    ['add', 'delete'],
  ],
  lesson: [
    'lessonAssistant/lessonResourceList',
    ['备课资源', '備課資源', 'Lesson resources'],
    [...crud, 'export', 'lessonUpload', 'lessonCopy'],
  ],
  // A management organisation's lesson resources: its own, which it may share with its schools.
  sharedLesson: [
    'lessonAssistant/lessonResourceList',
    ['备课资源', '備課資源', 'Lesson resources'],
    [...crud, 'export', 'lessonUpload', 'lessonShare'],
  ],
  sportsMeet: [
    'sportsMeet',
    ['运动会', '運動會', 'Sports meets'],
    [
      ...crud,
      'status',
      'export',
      'eventAdd',
      'eventEdit',
      'eventDelete',
      'register',
      'withdraw',
      'draw',
      'arrangeSwap',
      'resultEnter',
      'resultConfirm',
      'sealAdd',
      'sealEdit',
      'sealDelete',
      'certificatePrint',
      'photoUpload',
      'photoDelete',
      'liveShare',
    ],
  ],
  dcSchool: ['dataCenter/school', ['学校画像', '學校畫像', 'School portrait']],
  dcGrade: ['dataCenter/grade', ['年级画像', '年級畫像', 'Grade portrait']],
  dcClass: ['dataCenter/class', ['班级画像', '班級畫像', 'Class portrait']],
  dcStudent: ['dataCenter/student', ['学生画像', '學生畫像', 'Student portrait']],
  wiki: ['wikiManagement/schoolWiki', ['校本资源', '校本資源', 'School resources'], [...crud, 'status', 'export']],
  resCategory: ['wikiManagement/ResClassification', ['资源分类', '資源分類', 'Resource categories'], crud],
  banner: ['banner/bannerConfig', ['轮播图配置', '輪播圖設定', 'Banners'], [...crud, 'status']],
  auditLog: ['auditLog', ['审计日志', '稽核日誌', 'Audit log'], ['export']],
  jobs: ['jobs', ['后台任务', '背景工作', 'Background jobs'], ['edit', 'export']],
  // Third-party sign-in (issue 47): the partner platforms a management organisation registers.
  thirdParty: ['thirdParty', ['第三方登录', '第三方登入', 'Third-party sign-in'], [...crud, 'status', 'rotateSecret']],
  // The menu catalogue itself (issue 47): the platform's operators edit every frame's menus.
  menuManagement: ['menuManagement', ['菜单管理', '選單管理', 'Menu management'], [...crud, 'move']],
} as const satisfies Record<string, Screen>;

const groups = {
  org: ['org', ['机构管理', '機構管理', 'Organisation'], []],
  user: ['user', ['用户管理', '使用者管理', 'People'], []],
  role: ['role', ['角色权限', '角色權限', 'Roles'], []],
  device: ['device', ['设备场地', '裝置場地', 'Devices and venues'], []],
  test: ['test', ['体质测试', '體質測驗', 'Fitness tests'], []],
  online: ['online', ['线上赛事', '線上賽事', 'Online competitions'], []],
  teaching: ['teaching', ['教学管理', '教學管理', 'Teaching'], []],
  meet: ['meet', ['运动会', '運動會', 'Sports meets'], []],
  data: ['data', ['数据中心', '資料中心', 'Data centre'], []],
  resource: ['resource', ['资源管理', '資源管理', 'Resources'], []],
  operation: ['operation', ['运营配置', '營運設定', 'Operations'], []],
} as const satisfies Record<string, Group>;

type GroupKey = keyof typeof groups;
type Layout = ReadonlyArray<readonly [GroupKey, ReadonlyArray<Screen>]>;

const k12Like = (variant: 'k12' | 'nf'): Layout => [
  ['org', [screens.currentOrg, screens.acayear, screens.grade, screens.class]],
  [
    'user',
    variant === 'nf'
      ? [screens.teacher, screens.student, screens.parent, screens.citizen]
      : [screens.teacher, screens.student, screens.parent],
  ],
  ['role', [screens.role]],
  ['device', [screens.device, screens.place]],
  ['test', [screens.testManage, screens.scoreSearch, screens.testRecord, screens.exerciseRecord, screens.physique]],
  ['online', [screens.competitionRank]],
  [
    'teaching',
    [screens.homework, screens.practise, screens.classTest, screens.classMatch, screens.training, screens.lesson],
  ],
  ['meet', [screens.sportsMeet]],
  ['data', [screens.dcSchool, screens.dcGrade, screens.dcClass, screens.dcStudent]],
  ['resource', variant === 'k12' ? [screens.wiki, screens.resCategory] : [screens.wiki]],
  ['operation', [screens.banner]],
];

/** Which groups and screens each frame's menu has, in order. */
export const frameLayouts: Record<Frame, Layout> = {
  admin: [
    ['org', [screens.currentOrg, screens.orgInfo, screens.department]],
    ['user', [screens.adminUser]],
    ['role', [screens.role]],
    ['test', [screens.testManage, screens.scoreSearch, screens.testRecord, screens.exerciseRecord]],
    ['online', [screens.competitionRank]],
    ['teaching', [screens.homework, screens.practise, screens.classTest, screens.sharedLesson]],
    ['operation', [screens.banner, screens.auditLog, screens.jobs, screens.thirdParty, screens.menuManagement]],
  ],
  k12: k12Like('k12'),
  nf: k12Like('nf'),
  gx: [
    ['org', [screens.currentOrg, screens.acayear, screens.grade, screens.class, screens.college, screens.major]],
    ['user', [screens.teacher, screens.student]],
    ['role', [screens.role]],
    ['device', [screens.device, screens.place]],
    ['test', [screens.testManage, screens.gxScoreSearch, screens.gxTestRecord, screens.exerciseRecord]],
    ['online', [screens.competition]],
    ['meet', [screens.sportsMeet]],
    ['resource', [screens.wiki, screens.resCategory]],
    ['operation', [screens.banner]],
  ],
  single: [['meet', [screens.sportsMeet]]],
};

/** The permission code of a button of a screen in a frame, e.g. `k12:org/class:add`. */
export function permissionOf(frame: Frame, path: string, button: ButtonKind): string {
  return `${frame}:${path}:${button}`;
}

/** The whole catalogue as rows: groups, their screens and the screens' buttons, per frame. */
export function catalogueEntries(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [frame, layout] of Object.entries(frameLayouts) as Array<[Frame, Layout]>) {
    layout.forEach(([groupKey, groupScreens], groupIndex) => {
      const [, groupNames] = groups[groupKey];
      const groupId = `${frame}:#${groupKey}`;
      entries.push(
        catalogueRow(
          { id: groupId, frame, pid: '0', menuType: '0', menuPath: '', permission: '' },
          groupIndex,
          groupNames,
        ),
      );
      groupScreens.forEach(([path, names, buttons = []], screenIndex) => {
        const screenId = `${frame}:${path}`;
        entries.push(
          catalogueRow(
            { id: screenId, frame, pid: groupId, menuType: '0', menuPath: path, permission: '' },
            screenIndex,
            names,
          ),
        );
        buttons.forEach((button, buttonIndex) => {
          const permission = permissionOf(frame, path, button);
          const row: CatalogueRow = {
            id: `${screenId}:${button}`,
            frame,
            pid: screenId,
            menuType: '1',
            menuPath: path,
            permission,
          };
          entries.push(catalogueRow(row, buttonIndex, buttonKinds[button]));
        });
      });
    });
  }
  return entries;
}
