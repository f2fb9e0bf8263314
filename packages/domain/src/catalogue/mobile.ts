// The mobile app's catalogue (issue 8): a second set of permissions a role can hold, apart from the
// web menus. Rows of the same `menu` table, under frames `mobile-<frame>`, so getUInfo (which reads
// the web frame only) never mixes them into the web menu.
import type { Frame } from '../organisation.ts';
import { type CatalogueEntry, type CatalogueRow, catalogueRow, type Names } from './row.ts';

const functions = {
  attendance: ['课堂考勤', '課堂考勤', 'Class attendance'],
  testEntry: ['体测录入', '體測錄入', 'Fitness test entry'],
  exercise: ['运动打卡', '運動打卡', 'Exercise check-in'],
  homework: ['作业批改', '作業批改', 'Homework review'],
  competition: ['赛事管理', '賽事管理', 'Competitions'],
  notice: ['通知公告', '通知公告', 'Notices'],
  deviceScan: ['设备扫码', '裝置掃碼', 'Device scan'],
} as const satisfies Record<string, Names>;

type MobileFunction = keyof typeof functions;

/** The mobile functions of each frame's organisations, in order. */
const mobileLayouts: Record<Exclude<Frame, 'single'>, readonly MobileFunction[]> = {
  admin: ['notice', 'competition'],
  k12: ['attendance', 'testEntry', 'exercise', 'homework', 'competition', 'notice', 'deviceScan'],
  gx: ['attendance', 'testEntry', 'exercise', 'competition', 'notice', 'deviceScan'],
  nf: ['testEntry', 'exercise', 'competition', 'notice', 'deviceScan'],
};

/** The `menu.frame` of a frame's mobile catalogue. */
export function mobileFrameOf(frame: Frame): string {
  return `mobile-${frame}`;
}

/** The mobile catalogue as `menu` rows: one function each, no buttons. */
export function mobileCatalogueEntries(): CatalogueEntry[] {
  return (Object.entries(mobileLayouts) as Array<[Exclude<Frame, 'single'>, readonly MobileFunction[]]>).flatMap(
    ([frame, keys]) =>
      keys.map((key, index) => {
        const id = `${mobileFrameOf(frame)}:${key}`;
        const row: CatalogueRow = {
          id,
          frame: mobileFrameOf(frame),
          pid: '0',
          menuType: '0',
          menuPath: `m/${key}`,
          permission: id,
        };
        return catalogueRow(row, index, functions[key]);
      }),
  );
}

/** The ids of a frame's mobile functions. */
export function mobileMenuIds(frame: Frame): string[] {
  return mobileCatalogueEntries()
    .filter((entry) => entry.frame === mobileFrameOf(frame))
    .map((entry) => entry.id);
}
