// The national upload file's rows, against a sample checked by hand: every expected cell below was
// written from docs/physique-upload.md (headings, codes, formats, the cells each grade and sex
// fill), not computed by the code under test.
import { describe, expect, it } from 'vitest';
import {
  type UploadStudent,
  uploadGradeCode,
  uploadHeadings,
  uploadLayoutFor,
  uploadProblemsOf,
  uploadRowOf,
  uploadValue,
} from './upload.ts';

const base = { address: undefined, nation: '01' } as const;

const girlGrade3: UploadStudent = {
  ...base,
  gradeKey: 'g3',
  classNumber: 2,
  className: '三年级2班',
  registrationNumber: 'G110101201703150021',
  name: '李雨桐',
  sex: 'female',
  birthDate: '2017-03-15',
  values: {
    height: 131.26,
    weight: 28.04,
    vitalCapacity: 1350.4,
    sprint50m: 10.21,
    sitAndReach: 12.25,
    ropeSkipping: 118,
    sitUps: 31,
  },
};

const boyGrade5: UploadStudent = {
  ...base,
  gradeKey: 'g5',
  classNumber: 11,
  className: '五年级11班',
  registrationNumber: 'L11010120150601003X',
  name: '王子涵',
  sex: 'male',
  birthDate: '2015-06-01',
  values: {
    height: 148,
    weight: 40.5,
    vitalCapacity: 2100,
    sprint50m: 9.4,
    sitAndReach: 6,
    ropeSkipping: 152,
    sitUps: 40,
    shuttleRun50x8: 105.3,
    // Not a primary item: never written.
    pullUps: 4,
  },
};

const girlGrade8: UploadStudent = {
  ...base,
  gradeKey: 'g8',
  classNumber: 1,
  className: '初二1班',
  registrationNumber: 'G110101201208080042',
  nation: '03',
  name: '马欣怡',
  sex: 'female',
  birthDate: '2012-08-08',
  values: {
    height: 158.2,
    weight: 47.1,
    vitalCapacity: 2600,
    sprint50m: 9.05,
    standingLongJump: 168.6,
    sitAndReach: 15.3,
    run800m: 222,
    sitUps: 35,
  },
};

const boyGrade11: UploadStudent = {
  ...base,
  gradeKey: 'g11',
  classNumber: 3,
  className: '高二3班',
  registrationNumber: 'G110101200902020011',
  name: '张浩然',
  sex: 'male',
  birthDate: '2009-02-02',
  values: {
    height: 176.4,
    weight: 66.66,
    vitalCapacity: 4200,
    sprint50m: 7.2,
    standingLongJump: 232,
    sitAndReach: -3.5,
    run1000m: 241.2,
    pullUps: 9,
  },
};

describe('the upload file’s layouts', () => {
  it('has the platform’s exact headings for primary, secondary and mixed schools', () => {
    expect(uploadHeadings('primary')).toEqual([
      '年级编号',
      '班级编号',
      '班级名称',
      '学籍号',
      '民族代码',
      '姓名',
      '性别',
      '出生日期',
      '家庭住址',
      '身高',
      '体重',
      '肺活量',
      '50米跑',
      '坐位体前屈',
      '一分钟跳绳',
      '一分钟仰卧起坐',
      '50米×8往返跑',
    ]);
    expect(uploadHeadings('secondary').slice(9)).toEqual([
      '身高',
      '体重',
      '肺活量',
      '50米跑',
      '立定跳远',
      '坐位体前屈',
      '800米跑',
      '1000米跑',
      '一分钟仰卧起坐',
      '引体向上',
    ]);
    expect(uploadHeadings('mixed')).toHaveLength(21);
    expect(uploadHeadings('mixed').slice(17)).toEqual(['立定跳远', '800米跑', '1000米跑', '引体向上']);
  });

  it('codes grades by stage and year, and picks the layout from the school’s grades', () => {
    expect(['g1', 'g6', 'g7', 'g9', 'g10', 'g12', 'u1', 'u4'].map((key) => uploadGradeCode(key as 'g1'))).toEqual([
      11, 16, 21, 23, 31, 33, 41, 44,
    ]);
    expect(uploadLayoutFor(['g1', 'g6'])).toBe('primary');
    expect(uploadLayoutFor(['g7', 'g12'])).toBe('secondary');
    expect(uploadLayoutFor(['u1'])).toBe('secondary');
    expect(uploadLayoutFor(['g5', 'g7'])).toBe('mixed');
  });
});

describe('a student’s row', () => {
  it('writes a primary girl’s items as the standard records them, and leaves the rest empty', () => {
    expect(uploadRowOf('primary', girlGrade3)).toEqual([
      13,
      '1302',
      '三年级2班',
      'G110101201703150021',
      '01',
      '李雨桐',
      2,
      { date: '2017-03-15' },
      null,
      131.3,
      28,
      1350,
      10.3,
      // 12.25 cm is written down to 12.2: a length never rounds in the student's favour.
      12.2,
      118,
      31,
      null,
    ]);
  });

  it('writes the 50 m × 8 shuttle run as minutes and whole seconds, rounded up, and no secondary item', () => {
    expect(uploadRowOf('primary', boyGrade5)).toEqual([
      15,
      '1511',
      '五年级11班',
      'L11010120150601003X',
      '01',
      '王子涵',
      1,
      { date: '2015-06-01' },
      null,
      148,
      40.5,
      2100,
      9.4,
      6,
      152,
      40,
      "1'46",
    ]);
  });

  it('fills a secondary girl’s 800 m and sit-ups, and leaves the boys’ 1000 m and pull-ups empty', () => {
    expect(uploadRowOf('secondary', girlGrade8)).toEqual([
      22,
      '2201',
      '初二1班',
      'G110101201208080042',
      '03',
      '马欣怡',
      2,
      { date: '2012-08-08' },
      null,
      158.2,
      47.1,
      2600,
      9.1,
      // 168.6 cm reached 168, not 169.
      168,
      15.3,
      "3'42",
      null,
      35,
      null,
    ]);
  });

  it('fills a senior boy’s 1000 m and pull-ups, a negative sit-and-reach as it is', () => {
    expect(uploadRowOf('secondary', boyGrade11)).toEqual([
      32,
      '3203',
      '高二3班',
      'G110101200902020011',
      '01',
      '张浩然',
      1,
      { date: '2009-02-02' },
      null,
      176.4,
      66.7,
      4200,
      7.2,
      232,
      -3.5,
      null,
      "4'02",
      null,
      9,
    ]);
  });

  it('puts each stage’s items in their own columns of the mixed layout', () => {
    const row = uploadRowOf('mixed', girlGrade8);
    expect(row).toHaveLength(21);
    // 一分钟跳绳 and 50米×8往返跑 (columns 15 and 17) are primary items: empty for a grade-8 girl.
    expect([row[14], row[16]]).toEqual([null, null]);
    expect([row[17], row[18], row[19], row[20]]).toEqual([168, "3'42", null, null]);
  });

  it('rounds times up: a stopwatch’s 3′24.1″ is 3′25″, a 50 m of 8.01 s is 8.1 s', () => {
    expect(uploadValue('run1000m', 204.1)).toBe("3'25");
    expect(uploadValue('run1000m', 204)).toBe("3'24");
    expect(uploadValue('sprint50m', 8.01)).toBe(8.1);
    expect(uploadValue('sprint50m', 8)).toBe(8);
    expect(uploadValue('shuttleRun50x8', 59.5)).toBe("1'00");
  });
});

describe('the problems before upload', () => {
  it('finds nothing to say of a complete, well-formed row', () => {
    expect(uploadProblemsOf(girlGrade3, 2026)).toEqual([]);
    expect(uploadProblemsOf(boyGrade11, 2026)).toEqual([]);
  });

  it('names each fault of a row by its field, as an error or a warning', () => {
    const { ropeSkipping: _notMeasured, ...withoutRopeSkipping } = girlGrade3.values;
    const faulty: UploadStudent = {
      ...girlGrade3,
      registrationNumber: '',
      nation: '99',
      birthDate: null,
      // Rope skipping not measured; vital capacity beyond the platform's range.
      values: { ...withoutRopeSkipping, vitalCapacity: 12000 },
    };
    expect(uploadProblemsOf(faulty, 2026)).toEqual([
      { field: 'registrationNumber', code: 'physique.upload.registration', level: 'error' },
      { field: 'nation', code: 'physique.upload.nation', level: 'error' },
      { field: 'birthDate', code: 'physique.upload.birthDate', level: 'error' },
      { field: 'vitalCapacity', code: 'physique.upload.range', level: 'error' },
      { field: 'ropeSkipping', code: 'physique.upload.missing', level: 'error' },
    ]);
  });

  it('tells a value waiting for its second check from one never measured, and a student in no class', () => {
    const { ropeSkipping: _waits, sitUps: _notMeasured, ...measured } = girlGrade3.values;
    const student: UploadStudent = { ...girlGrade3, classNumber: 0, values: measured, waiting: ['ropeSkipping'] };
    expect(uploadProblemsOf(student, 2026)).toEqual([
      { field: 'class', code: 'physique.upload.noClass', level: 'error' },
      { field: 'ropeSkipping', code: 'physique.upload.waiting', level: 'error' },
      { field: 'sitUps', code: 'physique.upload.missing', level: 'error' },
    ]);
  });

  it('warns of a registration number of another shape and a birth date that does not fit the grade', () => {
    expect(
      uploadProblemsOf({ ...girlGrade3, registrationNumber: 'XS2017-0021', birthDate: '2011-03-15' }, 2026),
    ).toEqual([
      { field: 'registrationNumber', code: 'physique.upload.registrationShape', level: 'warning' },
      { field: 'birthDate', code: 'physique.upload.birthDateGrade', level: 'warning' },
    ]);
  });
});
