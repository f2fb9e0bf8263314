import { studentAdd } from '@school-sports/gateway-client';
import { describe, expect, it } from 'vitest';
import { filteredRequest } from './defineResource.ts';
import { fieldErrors } from './fieldErrors.ts';
import { exportColumns, type ListColumn, tableColumns } from './listColumns.ts';

interface Venue {
  name: string;
  capacity: number;
  location: string;
}

const columns: ListColumn<Venue>[] = [
  { key: 'name', title: 'Name', isRowHeader: true, value: (row) => row.name },
  { key: 'capacity', title: 'Capacity', value: (row) => row.capacity },
  { key: 'location', title: 'Location', value: (row) => row.location, in: 'table' },
  { key: 'code', title: 'Code', value: () => '=SUM(A1)', in: 'export' },
];
const row: Venue = { name: '操场', capacity: 1200, location: '' };

describe('a list declared once', () => {
  it('shows the table its columns, numbers in the locale’s digits and nothing as a dash', () => {
    const table = tableColumns(columns, (value) => value.toLocaleString('en-US'));
    expect(table.map((column) => column.key)).toEqual(['name', 'capacity', 'location']);
    expect(table.map((column) => column.render?.(row))).toEqual(['操场', '1,200', '—']);
  });

  it('exports the same columns as values, with the export-only ones and without the table-only ones', () => {
    const exported = exportColumns(columns);
    expect(exported.map((column) => column.title)).toEqual(['Name', 'Capacity', 'Code']);
    expect(exported.map((column) => column.value(row))).toEqual(['操场', 1200, '=SUM(A1)']);
  });

  it('asks for the filters the bar holds, leaving out empty and blank ones', () => {
    expect(filteredRequest({ keyword: '  林 ', status: '', classId: 'c1', gradeId: undefined })).toEqual({
      keyword: '林',
      classId: 'c1',
    });
  });
});

describe('a form’s errors from the call’s own check', () => {
  // A student without a class, with a second parent missing a mobile number: the add call refuses both.
  const parent = { name: '李华', sex: 'female', relationship: 'mother', mobile: '13800138000' };
  const refused = studentAdd.request.safeParse({
    name: '王小明',
    sex: 'male',
    studentNumber: 'S001',
    registrationNumber: '',
    idCard: '',
    nation: '01',
    birthDate: null,
    classId: '',
    facePhotoId: null,
    parents: [parent, { ...parent, mobile: '' }],
  });
  if (refused.success) throw new Error('the add call took a student without a class');

  it('puts each issue under its field, a row’s issue under the list it is in', () => {
    const errors = fieldErrors(refused.error, (id) => `text of ${id}`);
    expect(Object.keys(errors).sort()).toEqual(['classId', 'parents']);
    expect(errors.classId).toMatch(/^text of /);
  });

  it('keeps the whole path of an issue within rows, so the row’s own field shows it', () => {
    const errors = fieldErrors(refused.error, (id) => id, ['parents']);
    expect(Object.keys(errors).sort()).toEqual(['classId', 'parents.1.mobile']);
    expect(errors.parents).toBeUndefined();
  });
});
