import { deviceMessages } from './catalogues/devices.ts';
import { roleMessages } from './catalogues/roles.ts';
import { structureMessages } from './catalogues/structure.ts';
import type { AppMessage } from './catalogues/types.ts';
import type { AppLocale } from './locale.ts';

export { type AppLocale, appLocales, localeNames } from './locale.ts';

// The source of the app's texts. The browser never loads this file: `npm run messages -w
// @school-sports/busi` compiles it, with the domain's messages, into one file per locale under
// `compiled/` (see `compile.ts`), and the app loads the file of its language (`load.ts`).

/** The app's own texts. Each entry: an id, an English description for translators, three texts. */
const ownCatalogue = {
  'app.platformName': {
    description: 'Default page title and login heading when the platform configures none',
    'zh-CN': '智慧体育平台',
    'zh-TW': '智慧體育平台',
    'en-US': 'Smart Sports Platform',
  },
  'login.heading': {
    description: 'Heading of the sign-in form',
    'zh-CN': '账号登录',
    'zh-TW': '帳號登入',
    'en-US': 'Sign in',
  },
  'login.account': {
    description: 'Label of the account-or-phone field',
    'zh-CN': '账号/手机号',
    'zh-TW': '帳號/手機號碼',
    'en-US': 'Account or mobile number',
  },
  'login.password': {
    description: 'Label of the password field',
    'zh-CN': '密码',
    'zh-TW': '密碼',
    'en-US': 'Password',
  },
  'login.captcha': {
    description: 'Label of the captcha field',
    'zh-CN': '验证码',
    'zh-TW': '驗證碼',
    'en-US': 'Verification code',
  },
  'login.submit': {
    description: 'Sign-in button',
    'zh-CN': '登录',
    'zh-TW': '登入',
    'en-US': 'Sign in',
  },
  'login.language': {
    description: 'Label of the language dropdown',
    'zh-CN': '语言',
    'zh-TW': '語言',
    'en-US': 'Language',
  },
  'login.captchaImage': {
    description: 'Accessible name of the captcha image button; pressing it loads a new code',
    'zh-CN': '验证码图片，点击刷新',
    'zh-TW': '驗證碼圖片，點擊重新整理',
    'en-US': 'Verification code image, press to refresh',
  },
  'login.captchaFailed': {
    description: 'Shown when the captcha image cannot be loaded (SPEC 8)',
    'zh-CN': '获取验证码失败，请稍后重试！',
    'zh-TW': '取得驗證碼失敗，請稍後重試！',
    'en-US': 'Failed to get the verification code, please try again later!',
  },
  'login.autoLogin': {
    description: 'Indicator shown while a stored or handed-over token signs the person in (SPEC 2)',
    'zh-CN': '正在登录认证中…',
    'zh-TW': '正在登入認證中…',
    'en-US': 'Logging in and authenticating…',
  },
  'login.filing': {
    description: 'Record-filing footer link text of the login page (ICP filing number)',
    'zh-CN': '备案号：示例ICP备00000000号',
    'zh-TW': '備案號：示例ICP備00000000號',
    'en-US': 'Filing: Example ICP 00000000',
  },
  'planned.title': {
    description: 'Heading of the page a menu opens while its screen is not built yet',
    'zh-CN': '该功能正在建设中',
    'zh-TW': '此功能正在建置中',
    'en-US': 'This screen is planned',
  },
  'planned.description': {
    description: 'Explanation on the planned-screen page',
    'zh-CN': '菜单和权限已经就绪，页面将在后续版本中上线。',
    'zh-TW': '選單與權限已就緒，頁面將於後續版本上線。',
    'en-US': 'Its menu and permissions are in place; the screen comes in a later release.',
  },
  'planned.actions': {
    description: 'Accessible name of the list of actions the role holds on a planned screen',
    'zh-CN': '已开通的操作',
    'zh-TW': '已開通的操作',
    'en-US': 'Actions available to your role',
  },
  'shell.personalCentre': {
    description: 'User menu entry leading to the personal centre',
    'zh-CN': '个人中心',
    'zh-TW': '個人中心',
    'en-US': 'Personal centre',
  },
  'shell.logout': {
    description: 'User menu entry that signs out',
    'zh-CN': '退出登录',
    'zh-TW': '登出',
    'en-US': 'Sign out',
  },
  'shell.account': {
    description: 'Label of the account (organisation) switcher in the top bar',
    'zh-CN': '当前机构',
    'zh-TW': '目前機構',
    'en-US': 'Organisation',
  },
  'shell.role': {
    description: 'Label of the role switcher in the top bar',
    'zh-CN': '当前角色',
    'zh-TW': '目前角色',
    'en-US': 'Role',
  },
  'shell.userMenu': {
    description: 'Accessible name of the button opening the signed-in user menu; it starts with the visible name',
    'zh-CN': '{name}：用户菜单',
    'zh-TW': '{name}：使用者選單',
    'en-US': '{name}: user menu',
  },
  'myInfo.base': {
    description: 'Personal centre tab: accounts and roles',
    'zh-CN': '账号与角色',
    'zh-TW': '帳號與角色',
    'en-US': 'Accounts and roles',
  },
  'myInfo.editUser': {
    description: 'Personal centre tab: name, mobile, avatar',
    'zh-CN': '个人资料',
    'zh-TW': '個人資料',
    'en-US': 'Profile',
  },
  'myInfo.editAccount': {
    description: 'Personal centre tab: change password',
    'zh-CN': '修改密码',
    'zh-TW': '修改密碼',
    'en-US': 'Change password',
  },
  'myInfo.chooseHint': {
    description: 'Hint above the account list when the person must choose an account and role',
    'zh-CN': '请选择要进入的机构和角色',
    'zh-TW': '請選擇要進入的機構與角色',
    'en-US': 'Choose the organisation and role to work in',
  },
  'myInfo.enter': {
    description: 'Button that enters an organisation with a role',
    'zh-CN': '进入',
    'zh-TW': '進入',
    'en-US': 'Enter',
  },
  'myInfo.current': {
    description: 'Tag on the account and role currently in use',
    'zh-CN': '当前',
    'zh-TW': '目前',
    'en-US': 'Current',
  },
  'myInfo.name': {
    description: 'Label of the name field in the profile',
    'zh-CN': '姓名',
    'zh-TW': '姓名',
    'en-US': 'Name',
  },
  'myInfo.mobile': {
    description: 'Label of the mobile number field in the profile',
    'zh-CN': '手机号',
    'zh-TW': '手機號碼',
    'en-US': 'Mobile number',
  },
  'myInfo.oldPassword': {
    description: 'Label of the current password field',
    'zh-CN': '当前密码',
    'zh-TW': '目前密碼',
    'en-US': 'Current password',
  },
  'myInfo.newPassword': {
    description: 'Label of the new password field',
    'zh-CN': '新密码',
    'zh-TW': '新密碼',
    'en-US': 'New password',
  },
  'myInfo.confirmPassword': {
    description: 'Label of the new password confirmation field',
    'zh-CN': '确认新密码',
    'zh-TW': '確認新密碼',
    'en-US': 'Confirm new password',
  },
  'common.save': {
    description: 'Save button of forms',
    'zh-CN': '保存',
    'zh-TW': '儲存',
    'en-US': 'Save',
  },
  'common.back': {
    description: 'Back link to the previous screen',
    'zh-CN': '返回',
    'zh-TW': '返回',
    'en-US': 'Back',
  },
  'notFound.heading': {
    description: 'Heading of the page shown for an unknown address',
    'zh-CN': '页面不存在',
    'zh-TW': '頁面不存在',
    'en-US': 'Page not found',
  },
  'notFound.back': {
    description: 'Link from the not-found page back to the start',
    'zh-CN': '返回首页',
    'zh-TW': '返回首頁',
    'en-US': 'Back to the start',
  },
  'common.all': {
    description: 'Filter option meaning no filter',
    'zh-CN': '全部',
    'zh-TW': '全部',
    'en-US': 'All',
  },
  'common.cancel': {
    description: 'Button that leaves a form without saving',
    'zh-CN': '取消',
    'zh-TW': '取消',
    'en-US': 'Cancel',
  },
  'common.delete': {
    description: 'Button that deletes a record',
    'zh-CN': '删除',
    'zh-TW': '刪除',
    'en-US': 'Delete',
  },
  'common.edit': {
    description: 'Button that opens a record for editing',
    'zh-CN': '编辑',
    'zh-TW': '編輯',
    'en-US': 'Edit',
  },
  'common.enable': {
    description: 'Button that enables a record',
    'zh-CN': '启用',
    'zh-TW': '啟用',
    'en-US': 'Enable',
  },
  'common.disable': {
    description: 'Button that disables a record',
    'zh-CN': '停用',
    'zh-TW': '停用',
    'en-US': 'Disable',
  },
  'common.enabled': {
    description: 'Status filter option: enabled records',
    'zh-CN': '启用',
    'zh-TW': '啟用',
    'en-US': 'Enabled',
  },
  'common.disabled': {
    description: 'Status filter option: disabled records',
    'zh-CN': '停用',
    'zh-TW': '停用',
    'en-US': 'Disabled',
  },
  'common.status': {
    description: 'Column and filter label for a record status',
    'zh-CN': '状态',
    'zh-TW': '狀態',
    'en-US': 'Status',
  },
  'common.remove': {
    description: 'Button that removes an item from a list being edited',
    'zh-CN': '移除',
    'zh-TW': '移除',
    'en-US': 'Remove',
  },
  'common.retry': {
    description: 'Button that loads data again after a failure',
    'zh-CN': '重试',
    'zh-TW': '重試',
    'en-US': 'Retry',
  },
  'common.rowAction': {
    description: 'Accessible name of a row button: the action and the record it acts on',
    'zh-CN': '{action}：{name}',
    'zh-TW': '{action}：{name}',
    'en-US': '{action} {name}',
  },
  'classes.title': {
    description: 'Title of the class list screen',
    'zh-CN': '班级管理',
    'zh-TW': '班級管理',
    'en-US': 'Classes',
  },
  'classes.add': {
    description: 'Button and title: add a class',
    'zh-CN': '新增班级',
    'zh-TW': '新增班級',
    'en-US': 'Add class',
  },
  'classes.edit': {
    description: 'Title of the class edit screen',
    'zh-CN': '编辑班级',
    'zh-TW': '編輯班級',
    'en-US': 'Edit class',
  },
  'classes.name': {
    description: 'Label of a class name',
    'zh-CN': '班级名称',
    'zh-TW': '班級名稱',
    'en-US': 'Class name',
  },
  'classes.code': {
    description: 'Label of a class code (1 to 99)',
    'zh-CN': '班级编号',
    'zh-TW': '班級編號',
    'en-US': 'Class code',
  },
  'classes.codeHelp': {
    description: 'Help under the class code field',
    'zh-CN': '1 至 99，同一年级内不重复',
    'zh-TW': '1 至 99，同一年級內不重複',
    'en-US': '1 to 99, unique within the grade',
  },
  'classes.grade': {
    description: 'Label of the grade a class belongs to',
    'zh-CN': '年级',
    'zh-TW': '年級',
    'en-US': 'Grade',
  },
  'classes.academicYear': {
    description: 'Label of the academic year a class opens in',
    'zh-CN': '学年',
    'zh-TW': '學年',
    'en-US': 'Academic year',
  },
  'classes.academicYearHelp': {
    description: 'Help under the academic year of a class',
    'zh-CN': '不选则为当前学期所在学年',
    'zh-TW': '不選則為目前學期所在學年',
    'en-US': 'Leave empty for the current semester’s year',
  },
  'classes.size': {
    description: 'Label of the planned number of students of a class',
    'zh-CN': '班级人数',
    'zh-TW': '班級人數',
    'en-US': 'Class size',
  },
  'classes.studentCount': {
    description: 'Column: students currently in the class',
    'zh-CN': '学生数',
    'zh-TW': '學生數',
    'en-US': 'Students',
  },
  'classes.headTeacher': {
    description: 'Label of the head teacher of a class',
    'zh-CN': '班主任',
    'zh-TW': '班導師',
    'en-US': 'Head teacher',
  },
  'classes.deleteTitle': {
    description: 'Question before deleting a class',
    'zh-CN': '删除班级“{name}”？',
    'zh-TW': '刪除班級「{name}」？',
    'en-US': 'Delete class “{name}”?',
  },
  'classes.deleteMessage': {
    description: 'What deleting a class means',
    'zh-CN': '删除后无法恢复。有学生的班级不能删除，可以停用。',
    'zh-TW': '刪除後無法復原。有學生的班級不能刪除，可以停用。',
    'en-US': 'This cannot be undone. A class with students cannot be deleted; disable it instead.',
  },
  'grades.title': {
    description: 'Title of the grade screen',
    'zh-CN': '年级管理',
    'zh-TW': '年級管理',
    'en-US': 'Grades',
  },
  'grades.levels': {
    description: 'Label of the grade levels a school has',
    'zh-CN': '开设年级',
    'zh-TW': '開設年級',
    'en-US': 'Grade levels offered',
  },
  'grades.levelsHelp': {
    description: 'Help under the grade levels',
    'zh-CN': '有班级的年级不能取消',
    'zh-TW': '有班級的年級不能取消',
    'en-US': 'A grade with classes cannot be removed',
  },
  'grades.classCount': {
    description: 'How many classes a grade has',
    'zh-CN': '{count} 个班',
    'zh-TW': '{count} 個班',
    'en-US': '{count} classes',
  },
  'grades.enrolmentYears': {
    description: 'Label of the enrolment years a university has',
    'zh-CN': '入学年份',
    'zh-TW': '入學年份',
    'en-US': 'Enrolment years',
  },
  'grades.newYear': {
    description: 'Label of the field for a new enrolment year',
    'zh-CN': '新的入学年份',
    'zh-TW': '新的入學年份',
    'en-US': 'New enrolment year',
  },
  'grades.addYear': {
    description: 'Button that adds an enrolment year to the list',
    'zh-CN': '添加年份',
    'zh-TW': '新增年份',
    'en-US': 'Add year',
  },
  'grades.yearRange': {
    description: 'Error: enrolment year out of range',
    'zh-CN': '请输入 1900 至 9998 之间的年份',
    'zh-TW': '請輸入 1900 至 9998 之間的年份',
    'en-US': 'Enter a year from 1900 to 9998',
  },
  'acayears.title': {
    description: 'Title of the academic year screen',
    'zh-CN': '学年学期',
    'zh-TW': '學年學期',
    'en-US': 'Academic years and semesters',
  },
  'acayears.add': {
    description: 'Button and title: add an academic year',
    'zh-CN': '新增学年',
    'zh-TW': '新增學年',
    'en-US': 'Add academic year',
  },
  'acayears.edit': {
    description: 'Title of the academic year edit screen',
    'zh-CN': '编辑学年',
    'zh-TW': '編輯學年',
    'en-US': 'Edit academic year',
  },
  'acayears.year': {
    description: 'Column: the academic year, e.g. 2026-2027',
    'zh-CN': '学年',
    'zh-TW': '學年',
    'en-US': 'Academic year',
  },
  'acayears.semesters': {
    description: 'Column: the semesters of a year with their dates',
    'zh-CN': '学期',
    'zh-TW': '學期',
    'en-US': 'Semesters',
  },
  'acayears.current': {
    description: 'Tag on the current semester',
    'zh-CN': '当前学期',
    'zh-TW': '目前學期',
    'en-US': 'Current',
  },
  'acayears.makeCurrent': {
    description: 'Button that makes a semester the current one',
    'zh-CN': '设为当前',
    'zh-TW': '設為目前',
    'en-US': 'Make current',
  },
  'acayears.classCount': {
    description: 'Column: classes opened in the year',
    'zh-CN': '班级数',
    'zh-TW': '班級數',
    'en-US': 'Classes',
  },
  'acayears.empty': {
    description: 'Text of an empty academic year list',
    'zh-CN': '还没有学年，请先新增学年',
    'zh-TW': '還沒有學年，請先新增學年',
    'en-US': 'No academic years yet: add the first one',
  },
  'acayears.deleteTitle': {
    description: 'Question before deleting an academic year',
    'zh-CN': '删除学年“{name}”？',
    'zh-TW': '刪除學年「{name}」？',
    'en-US': 'Delete academic year “{name}”?',
  },
  'acayears.deleteMessage': {
    description: 'What deleting an academic year means',
    'zh-CN': '学年及其学期将被删除。有班级或当前学期的学年不能删除。',
    'zh-TW': '學年及其學期將被刪除。有班級或目前學期的學年不能刪除。',
    'en-US': 'The year and its semesters are deleted. A year with classes or the current semester cannot be deleted.',
  },
  'acayears.startYear': {
    description: 'Label of the year an academic year starts in',
    'zh-CN': '起始年份',
    'zh-TW': '起始年份',
    'en-US': 'Starting year',
  },
  'acayears.label': {
    description: 'Help showing the academic year a starting year gives',
    'zh-CN': '学年：{label}',
    'zh-TW': '學年：{label}',
    'en-US': 'Academic year: {label}',
  },
  'acayears.semesterHelp': {
    description: 'Help under a semester date range',
    'zh-CN': '第一天和最后一天；通常从 {month} 月开始，留空则不设该学期',
    'zh-TW': '第一天和最後一天；通常從 {month} 月開始，留空則不設此學期',
    'en-US': 'First and last day; usually starts in month {month}. Leave empty for no such semester',
  },
  'common.confirm': {
    description: 'Button that confirms a dialog',
    'zh-CN': '确定',
    'zh-TW': '確定',
    'en-US': 'Confirm',
  },
  'common.detail': {
    description: 'Button that opens a record read-only',
    'zh-CN': '详情',
    'zh-TW': '詳情',
    'en-US': 'Details',
  },
  'common.yes': {
    description: 'A yes/no value: yes',
    'zh-CN': '是',
    'zh-TW': '是',
    'en-US': 'Yes',
  },
  'common.no': {
    description: 'A yes/no value: no',
    'zh-CN': '否',
    'zh-TW': '否',
    'en-US': 'No',
  },
  'orgs.currentTitle': {
    description: 'Title of the current organisation screen',
    'zh-CN': '当前机构',
    'zh-TW': '目前機構',
    'en-US': 'Current organisation',
  },
  'orgs.editCurrent': {
    description: 'Title of the screen editing the current organisation',
    'zh-CN': '编辑当前机构',
    'zh-TW': '編輯目前機構',
    'en-US': 'Edit current organisation',
  },
  'orgs.manageTitle': {
    description: 'Title of the organisation management list',
    'zh-CN': '机构管理',
    'zh-TW': '機構管理',
    'en-US': 'Organisations',
  },
  'orgs.add': {
    description: 'Button and title: add an organisation',
    'zh-CN': '新增机构',
    'zh-TW': '新增機構',
    'en-US': 'Add organisation',
  },
  'orgs.edit': {
    description: 'Title of the organisation edit screen',
    'zh-CN': '编辑机构',
    'zh-TW': '編輯機構',
    'en-US': 'Edit organisation',
  },
  'orgs.detail': {
    description: 'Title of the organisation detail screen while loading',
    'zh-CN': '机构详情',
    'zh-TW': '機構詳情',
    'en-US': 'Organisation details',
  },
  'orgs.name': {
    description: 'Label of an organisation name',
    'zh-CN': '机构名称',
    'zh-TW': '機構名稱',
    'en-US': 'Organisation name',
  },
  'orgs.code': {
    description: 'Label of an organisation code',
    'zh-CN': '机构编号',
    'zh-TW': '機構編號',
    'en-US': 'Code',
  },
  'orgs.codeHelp': {
    description: 'Help under the organisation code',
    'zh-CN': '两位数字，同一上级下不重复',
    'zh-TW': '兩位數字，同一上級下不重複',
    'en-US': 'Two digits, unique under the same parent',
  },
  'orgs.type': {
    description: 'Label of an organisation type',
    'zh-CN': '机构类型',
    'zh-TW': '機構類型',
    'en-US': 'Type',
  },
  'orgs.typeManagesHelp': {
    description: 'Help when the chosen type can manage organisations',
    'zh-CN': '该类型的机构可以管理下级机构',
    'zh-TW': '此類型的機構可以管理下級機構',
    'en-US': 'Organisations of this type can manage organisations of their own',
  },
  'orgs.parent': {
    description: 'Label of the parent organisation',
    'zh-CN': '上级机构',
    'zh-TW': '上級機構',
    'en-US': 'Parent organisation',
  },
  'orgs.adminAccount': {
    description: 'Label of the administrator login account',
    'zh-CN': '管理员账号',
    'zh-TW': '管理員帳號',
    'en-US': 'Administrator account',
  },
  'orgs.accountHelp': {
    description: 'Help under a new login account',
    'zh-CN': '6 至 20 个字符，全平台唯一',
    'zh-TW': '6 至 20 個字元，全平台唯一',
    'en-US': '6 to 20 characters, unique on the platform',
  },
  'orgs.adminAccountFixed': {
    description: 'Help: the administrator account cannot change',
    'zh-CN': '创建后不可修改',
    'zh-TW': '建立後不可修改',
    'en-US': 'Cannot be changed after creation',
  },
  'orgs.adminPassword': {
    description: 'Label of the administrator password',
    'zh-CN': '管理员密码',
    'zh-TW': '管理員密碼',
    'en-US': 'Administrator password',
  },
  'orgs.passwordHelp': {
    description: 'Help under a password field',
    'zh-CN': '6 至 20 位字母、数字或符号',
    'zh-TW': '6 至 20 位字母、數字或符號',
    'en-US': '6 to 20 letters, digits or symbols',
  },
  'orgs.newPassword': {
    description: 'Label of a new password in the reset dialog',
    'zh-CN': '新密码',
    'zh-TW': '新密碼',
    'en-US': 'New password',
  },
  'orgs.resetPassword': {
    description: 'Button that resets the administrator password',
    'zh-CN': '重置密码',
    'zh-TW': '重設密碼',
    'en-US': 'Reset password',
  },
  'orgs.resetPasswordTitle': {
    description: 'Title of the password reset dialog',
    'zh-CN': '重置“{name}”管理员 {account} 的密码',
    'zh-TW': '重設「{name}」管理員 {account} 的密碼',
    'en-US': 'Reset the password of {account}, administrator of “{name}”',
  },
  'orgs.contactName': {
    description: 'Label of the contact person',
    'zh-CN': '联系人',
    'zh-TW': '聯絡人',
    'en-US': 'Contact person',
  },
  'orgs.contactPhone': {
    description: 'Label of the contact telephone',
    'zh-CN': '联系电话',
    'zh-TW': '聯絡電話',
    'en-US': 'Contact phone',
  },
  'orgs.address': {
    description: 'Label of the address',
    'zh-CN': '地址',
    'zh-TW': '地址',
    'en-US': 'Address',
  },
  'orgs.longitude': {
    description: 'Label of the longitude of the map location',
    'zh-CN': '经度',
    'zh-TW': '經度',
    'en-US': 'Longitude',
  },
  'orgs.latitude': {
    description: 'Label of the latitude of the map location',
    'zh-CN': '纬度',
    'zh-TW': '緯度',
    'en-US': 'Latitude',
  },
  'orgs.location': {
    description: 'Label of the map location (both coordinates)',
    'zh-CN': '地图位置',
    'zh-TW': '地圖位置',
    'en-US': 'Map location',
  },
  'orgs.locationHelp': {
    description: 'Help under the coordinates',
    'zh-CN': '经纬度同时填写或同时留空，最多 6 位小数',
    'zh-TW': '經緯度同時填寫或同時留空，最多 6 位小數',
    'en-US': 'Both or neither, up to 6 decimals',
  },
  'orgs.platformName': {
    description: 'Label of the platform name shown as title',
    'zh-CN': '平台名称',
    'zh-TW': '平台名稱',
    'en-US': 'Platform name',
  },
  'orgs.platformNameHelp': {
    description: 'Help under the platform name',
    'zh-CN': '显示在标题和登录页，留空则使用平台默认名称',
    'zh-TW': '顯示在標題和登入頁，留空則使用平台預設名稱',
    'en-US': 'Shown as the title and on the sign-in page; leave empty for the default',
  },
  'orgs.icon': {
    description: 'Label of the logo image address',
    'zh-CN': '机构标志',
    'zh-TW': '機構標誌',
    'en-US': 'Logo',
  },
  'orgs.loginImg': {
    description: 'Label of the login image address',
    'zh-CN': '登录页图片',
    'zh-TW': '登入頁圖片',
    'en-US': 'Sign-in page image',
  },
  'orgs.activationCode': {
    description: 'Label of the device activation code',
    'zh-CN': '设备激活码',
    'zh-TW': '裝置啟用碼',
    'en-US': 'Device activation code',
  },
  'orgs.activatableCount': {
    description: 'Label of how many devices may be activated',
    'zh-CN': '可激活设备数',
    'zh-TW': '可啟用裝置數',
    'en-US': 'Devices allowed',
  },
  'orgs.activatableHelp': {
    description: 'Help under the allowed device count',
    'zh-CN': '须大于已激活设备数',
    'zh-TW': '須大於已啟用裝置數',
    'en-US': 'Must be more than the devices activated',
  },
  'orgs.activatedCount': {
    description: 'Label of how many devices are activated',
    'zh-CN': '已激活设备数',
    'zh-TW': '已啟用裝置數',
    'en-US': 'Devices activated',
  },
  'orgs.devices': {
    description: 'Column: devices activated of allowed',
    'zh-CN': '设备（已激活/可激活）',
    'zh-TW': '裝置（已啟用/可啟用）',
    'en-US': 'Devices (activated / allowed)',
  },
  'orgs.generalAdminPassword': {
    description: 'Label of the general administrator password',
    'zh-CN': '通用管理员密码',
    'zh-TW': '通用管理員密碼',
    'en-US': 'General admin password',
  },
  'orgs.generalPasswordHelp': {
    description: 'Help under the general admin password when adding',
    'zh-CN': '可选，6 至 20 位',
    'zh-TW': '選填，6 至 20 位',
    'en-US': 'Optional, 6 to 20 characters',
  },
  'orgs.generalPasswordKeep': {
    description: 'Help under the general admin password when editing',
    'zh-CN': '留空则保留原密码',
    'zh-TW': '留空則保留原密碼',
    'en-US': 'Leave empty to keep the current one',
  },
  'orgs.createdAt': {
    description: 'Label of when the organisation was created',
    'zh-CN': '创建时间',
    'zh-TW': '建立時間',
    'en-US': 'Created',
  },
  'shell.themeDark': {
    description: 'User menu entry switching to the dark theme',
    'zh-CN': '切换为深色主题',
    'zh-TW': '切換為深色主題',
    'en-US': 'Use the dark theme',
  },
  'shell.themeLight': {
    description: 'User menu entry switching to the light theme',
    'zh-CN': '切换为浅色主题',
    'zh-TW': '切換為淺色主題',
    'en-US': 'Use the light theme',
  },
} as const satisfies Record<string, AppMessage>;

// Screens with many texts keep them in a file of their own under catalogues/.
const catalogue = { ...ownCatalogue, ...structureMessages, ...roleMessages, ...deviceMessages };

export type AppMessageId = keyof typeof catalogue;

/** The message table of one locale, as react-intl takes it. */
export function messagesFor(locale: AppLocale): Record<AppMessageId, string> {
  const table = {} as Record<AppMessageId, string>;
  for (const id of Object.keys(catalogue) as AppMessageId[]) table[id] = catalogue[id][locale];
  return table;
}

/** Every message id with its entry, for completeness checks and extraction. */
export const appCatalogue: Readonly<Record<AppMessageId, { description: string } & Record<AppLocale, string>>> =
  catalogue;
