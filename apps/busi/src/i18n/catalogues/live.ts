import type { AppMessage } from './types.ts';

/**
 * The texts of a meet's live results page (issue 46): the public page anyone with its address
 * reads, and the organiser's tab that shares it. They load apart (part `live`): the public page
 * loads them with the sign-in page's and nothing of the signed-in app's.
 */
export const liveMessages = {
  'liveResults.title': {
    description: 'Title of the public live results page: the meet’s name',
    'zh-CN': '{meet} · 实时成绩',
    'zh-TW': '{meet} · 即時成績',
    'en-US': '{meet} · live results',
  },
  'liveResults.loadingTitle': {
    description: 'Title of the public live results page while it loads or when its address is wrong',
    'zh-CN': '运动会实时成绩',
    'zh-TW': '運動會即時成績',
    'en-US': 'Sports meet live results',
  },
  'liveResults.days': {
    description: 'The meet’s days on the live page',
    'zh-CN': '比赛日期：{days}',
    'zh-TW': '比賽日期：{days}',
    'en-US': 'Days: {days}',
  },
  'liveResults.span': {
    description: 'A span of two days',
    'zh-CN': '{start} 至 {end}',
    'zh-TW': '{start} 至 {end}',
    'en-US': '{start} to {end}',
  },
  'liveResults.hint': {
    description: 'What the live page shows and how often it updates',
    'zh-CN': '只显示经第二人确认的正式成绩，页面打开时每 15 秒自动更新。',
    'zh-TW': '只顯示經第二人確認的正式成績，頁面開啟時每 15 秒自動更新。',
    'en-US':
      'Only official results, checked by a second person, are shown. The page updates every 15 seconds while it is open.',
  },
  'liveResults.language': {
    description: 'Label of the language choice',
    'zh-CN': '语言',
    'zh-TW': '語言',
    'en-US': 'Language',
  },
  'liveResults.theme': { description: 'Label of the theme choice', 'zh-CN': '主题', 'zh-TW': '主題', 'en-US': 'Theme' },
  'liveResults.theme.light': { description: 'The light theme', 'zh-CN': '浅色', 'zh-TW': '淺色', 'en-US': 'Light' },
  'liveResults.theme.dark': { description: 'The dark theme', 'zh-CN': '深色', 'zh-TW': '深色', 'en-US': 'Dark' },
  'liveResults.refresh': {
    description: 'Button: ask for the newest results now',
    'zh-CN': '刷新',
    'zh-TW': '重新整理',
    'en-US': 'Refresh',
  },
  'liveResults.updated': {
    description: 'When the page last received results',
    'zh-CN': '更新于 {time}',
    'zh-TW': '更新於 {time}',
    'en-US': 'Updated at {time}',
  },
  'liveResults.results': {
    description: 'Heading of the events’ results',
    'zh-CN': '项目成绩',
    'zh-TW': '項目成績',
    'en-US': 'Event results',
  },
  'liveResults.noEvents': {
    description: 'The meet has no events yet',
    'zh-CN': '这场运动会还没有比赛项目',
    'zh-TW': '這場運動會還沒有比賽項目',
    'en-US': 'This meet has no events yet',
  },
  'liveResults.eventCaption': {
    description: 'Caption of an event’s results table',
    'zh-CN': '{event}（{sex}）',
    'zh-TW': '{event}（{sex}）',
    'en-US': '{event} ({sex})',
  },
  'liveResults.notOfficial': {
    description: 'An event whose results are not official yet',
    'zh-CN': '成绩尚未正式公布',
    'zh-TW': '成績尚未正式公布',
    'en-US': 'Results are not official yet',
  },
  'liveResults.place': { description: 'Column: place', 'zh-CN': '名次', 'zh-TW': '名次', 'en-US': 'Place' },
  'liveResults.athlete': { description: 'Column: athlete', 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Athlete' },
  'liveResults.class': { description: 'Column: class', 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class' },
  'liveResults.mark': { description: 'Column: mark', 'zh-CN': '成绩', 'zh-TW': '成績', 'en-US': 'Mark' },
  'liveResults.newRecord': {
    description: 'Beside a mark that broke a record',
    'zh-CN': '破纪录',
    'zh-TW': '破紀錄',
    'en-US': 'New record',
  },
  'liveResults.status.dns': { description: 'Did not start', 'zh-CN': '弃权', 'zh-TW': '棄權', 'en-US': 'DNS' },
  'liveResults.status.dnf': { description: 'Did not finish', 'zh-CN': '未完成', 'zh-TW': '未完成', 'en-US': 'DNF' },
  'liveResults.status.dq': { description: 'Disqualified', 'zh-CN': '犯规', 'zh-TW': '犯規', 'en-US': 'DQ' },
  'liveResults.sex.male': { description: 'A boys’ event', 'zh-CN': '男子', 'zh-TW': '男子', 'en-US': 'boys' },
  'liveResults.sex.female': { description: 'A girls’ event', 'zh-CN': '女子', 'zh-TW': '女子', 'en-US': 'girls' },
  'liveResults.sex.mixed': { description: 'A mixed event', 'zh-CN': '混合', 'zh-TW': '混合', 'en-US': 'mixed' },
  'liveResults.standings': {
    description: 'Heading and caption of the team standings',
    'zh-CN': '团体总分',
    'zh-TW': '團體總分',
    'en-US': 'Team standings',
  },
  'liveResults.standingsCount': {
    description: 'How many events count in the standings',
    'zh-CN': '已计入 {official} / {drawn} 个项目',
    'zh-TW': '已計入 {official} / {drawn} 個項目',
    'en-US': '{official} of {drawn} events counted',
  },
  'liveResults.noStandings': {
    description: 'No event is official yet',
    'zh-CN': '还没有正式成绩',
    'zh-TW': '還沒有正式成績',
    'en-US': 'No official results yet',
  },
  'liveResults.rank': { description: 'Column: rank', 'zh-CN': '排名', 'zh-TW': '排名', 'en-US': 'Rank' },
  'liveResults.team.class': { description: 'Column: class team', 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class' },
  'liveResults.team.grade': { description: 'Column: grade team', 'zh-CN': '年级', 'zh-TW': '年級', 'en-US': 'Grade' },
  'liveResults.points': { description: 'Column: points', 'zh-CN': '总分', 'zh-TW': '總分', 'en-US': 'Points' },
  'liveResults.records': {
    description: 'Heading and caption of the records broken at the meet',
    'zh-CN': '本届破纪录',
    'zh-TW': '本屆破紀錄',
    'en-US': 'Records broken at this meet',
  },
  'liveResults.noRecords': {
    description: 'No record broken yet',
    'zh-CN': '暂无',
    'zh-TW': '暫無',
    'en-US': 'None yet',
  },
  'liveResults.event': { description: 'Column: event', 'zh-CN': '项目', 'zh-TW': '項目', 'en-US': 'Event' },
  'liveResults.holder': {
    description: 'Column: record holder',
    'zh-CN': '创造者',
    'zh-TW': '創造者',
    'en-US': 'Set by',
  },
  'liveResults.truncated': {
    description: 'The page shows part of a very large meet',
    'zh-CN': '项目较多，只显示前面的部分',
    'zh-TW': '項目較多，只顯示前面的部分',
    'en-US': 'This meet is very large: only its first events are shown',
  },
  'liveResults.announce': {
    description: 'Said by screen readers when events become official',
    'zh-CN': '新的正式成绩：{events}',
    'zh-TW': '新的正式成績：{events}',
    'en-US': 'Newly official: {events}',
  },
  'liveResults.share.title': {
    description: 'Heading of the organiser’s share tab',
    'zh-CN': '实时成绩页',
    'zh-TW': '即時成績頁',
    'en-US': 'Live results page',
  },
  'liveResults.share.explain': {
    description: 'What sharing does',
    'zh-CN':
      '分享后，任何拿到地址的人无需登录即可查看本运动会的正式成绩、团体总分和破纪录情况，只显示姓名和班级。停止分享或更换地址后，旧地址立即失效。',
    'zh-TW':
      '分享後，任何拿到網址的人無需登入即可查看本運動會的正式成績、團體總分和破紀錄情況，只顯示姓名和班級。停止分享或更換網址後，舊網址立即失效。',
    'en-US':
      'Once shared, anyone with the address can read this meet’s official results, team standings and records broken, without signing in; athletes are shown by name and class only. Stopping or changing the address makes the old one stop working at once.',
  },
  'liveResults.share.off': {
    description: 'The page is not shared',
    'zh-CN': '未分享',
    'zh-TW': '未分享',
    'en-US': 'Not shared',
  },
  'liveResults.share.start': {
    description: 'Button: share the live page',
    'zh-CN': '开始分享',
    'zh-TW': '開始分享',
    'en-US': 'Share live results',
  },
  'liveResults.share.address': {
    description: 'Label of the page’s address',
    'zh-CN': '分享地址',
    'zh-TW': '分享網址',
    'en-US': 'Address to share',
  },
  'liveResults.share.copy': {
    description: 'Button: copy the address',
    'zh-CN': '复制地址',
    'zh-TW': '複製網址',
    'en-US': 'Copy address',
  },
  'liveResults.share.copied': {
    description: 'The address was copied',
    'zh-CN': '地址已复制',
    'zh-TW': '網址已複製',
    'en-US': 'Address copied',
  },
  'liveResults.share.open': {
    description: 'Link: open the live page',
    'zh-CN': '打开实时成绩页',
    'zh-TW': '開啟即時成績頁',
    'en-US': 'Open the live page',
  },
  'liveResults.share.renew': {
    description: 'Button: make a new address, the old one stops',
    'zh-CN': '更换地址',
    'zh-TW': '更換網址',
    'en-US': 'New address',
  },
  'liveResults.share.stop': {
    description: 'Button: stop sharing',
    'zh-CN': '停止分享',
    'zh-TW': '停止分享',
    'en-US': 'Stop sharing',
  },
  'liveResults.share.renewTitle': {
    description: 'Question before making a new address of a meet live page',
    'zh-CN': '更换“{name}”的实时成绩地址？',
    'zh-TW': '更換「{name}」的即時成績網址？',
    'en-US': 'Make a new live results address for “{name}”?',
  },
  'liveResults.share.renewMessage': {
    description: 'What making a new address does',
    'zh-CN': '旧地址立即失效，已收到旧地址的人将无法再查看，需要把新地址重新发给他们。',
    'zh-TW': '舊網址立即失效，已收到舊網址的人將無法再檢視，需要把新網址重新傳給他們。',
    'en-US': 'The old address stops at once: whoever has it can no longer look, and needs the new one.',
  },
  'liveResults.share.stopTitle': {
    description: 'Question before stopping the share of a meet live page',
    'zh-CN': '停止分享“{name}”的实时成绩？',
    'zh-TW': '停止分享「{name}」的即時成績？',
    'en-US': 'Stop sharing the live results of “{name}”?',
  },
  'liveResults.share.stopMessage': {
    description: 'What stopping the share does',
    'zh-CN': '当前地址立即失效，之后可以重新分享一个新地址。',
    'zh-TW': '目前網址立即失效，之後可以重新分享一個新網址。',
    'en-US': 'The current address stops at once; you can share a new one later.',
  },
  'liveResults.share.since': {
    description: 'When the current address was made',
    'zh-CN': '当前地址生成于 {time}',
    'zh-TW': '目前網址產生於 {time}',
    'en-US': 'This address was made on {time}',
  },
} as const satisfies Record<string, AppMessage>;
