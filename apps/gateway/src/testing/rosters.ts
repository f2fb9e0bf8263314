// Generated student rosters for the import's bench and crash test: the template's headings, rows
// spread over the demo school's classes, each student with one parent (a distinct mobile number).
import { workbookOf } from './workbooks.ts';

/** The student template's headings in simplified Chinese. */
export const ROSTER_HEADINGS = [
  '*姓名',
  '*性别',
  '*学号',
  '*班级',
  '身份证号',
  '学籍号',
  '民族',
  '出生日期',
  '家长姓名',
  '家长性别',
  '与学生关系',
  '家长手机号',
];

const FAMILY = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const GIVEN = ['明', '华', '强', '芳', '丽', '军', '静', '磊', '洋', '艳', '杰', '娟'];

/** The student number of row `index` (0-based) of a roster with `prefix`. */
export function rosterNumber(prefix: string, index: number): string {
  return `${prefix}${String(index + 1).padStart(6, '0')}`;
}

/** Rows of `count` students over `classNames`, numbered `prefix000001`... */
export function rosterRows(count: number, classNames: readonly string[], prefix = 'R'): string[][] {
  const rows: string[][] = [ROSTER_HEADINGS];
  for (let index = 0; index < count; index += 1) {
    const family = FAMILY[index % FAMILY.length] as string;
    const name = `${family}${GIVEN[index % GIVEN.length]}${GIVEN[Math.floor(index / GIVEN.length) % GIVEN.length]}`;
    const male = index % 2 === 0;
    rows.push([
      name,
      male ? '男' : '女',
      rosterNumber(prefix, index),
      classNames[index % classNames.length] as string,
      '',
      `G${rosterNumber(prefix, index)}`,
      '汉族',
      `201${index % 10}-0${(index % 9) + 1}-1${index % 10}`,
      `${family}家长`,
      '',
      index % 3 === 0 ? '母亲' : '父亲',
      `15${String(index).padStart(9, '0')}`,
    ]);
  }
  return rows;
}

/** An .xlsx of rows, with shared strings and compressed as spreadsheet programs save it. */
export function rosterWorkbook(rows: string[][]): Buffer {
  return workbookOf(rows, { sharedStrings: true });
}
