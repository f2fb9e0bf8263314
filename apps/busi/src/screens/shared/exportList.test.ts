import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { collectRows, EXPORT_ROW_LIMIT, exportFile, exportTable, safeCell } from './exportList.ts';

const columns = [
  { title: '班级名称', value: (row: { name: string; size: number }) => row.name },
  { title: '班级人数', value: (row: { name: string; size: number }) => row.size },
];

describe('list export', () => {
  it('reads every page of a list, and stops at the limit', async () => {
    const all = Array.from({ length: 170 }, (_, index) => index);
    const pages: number[] = [];
    const rows = await collectRows(async (pageNum, pageSize) => {
      pages.push(pageNum);
      return { records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(pages).toEqual([1, 2, 3]);
    const endless = await collectRows(async (_pageNum, pageSize) => ({
      records: Array.from({ length: pageSize }, () => 1),
      total: Number.MAX_SAFE_INTEGER,
    }));
    expect(endless.length).toBe(EXPORT_ROW_LIMIT);
  });

  it('never exports text a spreadsheet would run as a formula', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('-2')).toBe("'-2");
    expect(safeCell('@sum')).toBe("'@sum");
    expect(safeCell(-2)).toBe(-2);
    expect(safeCell('一年级1班')).toBe('一年级1班');
    expect(safeCell(null)).toBe('');
  });

  it('writes a CSV that keeps Chinese and commas, and an xlsx that reads back the same', async () => {
    const table = exportTable(columns, [
      { name: '一年级1班', size: 40 },
      { name: 'A, "B"', size: 38 },
    ]);
    const bytes = new Uint8Array(await (await exportFile(table, 'csv', '班级')).arrayBuffer());
    // A UTF-8 byte-order mark first, so spreadsheet programs read the Chinese right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(Papa.parse(csv).data).toEqual([
      ['班级名称', '班级人数'],
      ['一年级1班', '40'],
      ['A, "B"', '38'],
    ]);
    const book = XLSX.read(await (await exportFile(table, 'xlsx', '班级/管理')).arrayBuffer());
    expect(book.SheetNames).toEqual(['班级 管理']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['班级 管理'] as XLSX.WorkSheet, { header: 1 })).toEqual(table);
  });
});
