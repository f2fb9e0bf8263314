import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { safeCell, XLSX_ROW_LIMIT } from './exportList.ts';
import { pagedList, wholeList } from './exportSources.ts';
import { exportWriter, SheetTooLarge } from './exportWriter.ts';

type Klass = { name: string; size: number | null };
const columns = [
  { title: '班级名称', value: (row: Klass) => row.name },
  { title: '班级人数', value: (row: Klass) => row.size },
];

/** The file a writer makes of `batches`, as bytes. */
async function written(format: 'csv' | 'xlsx', batches: Klass[][], sheetName = '班级') {
  const writer = exportWriter(format, columns, sheetName);
  for (const batch of batches) writer.add(batch);
  return new Uint8Array(await writer.finish().arrayBuffer());
}

describe('list export', () => {
  it('reads a paged list page by page until a short page, and a whole list at once', async () => {
    const all = Array.from({ length: 170 }, (_, index) => index);
    const pages: number[] = [];
    const got: number[] = [];
    let total = 0;
    const count = await pagedList(async (pageNum, pageSize) => {
      pages.push(pageNum);
      return { records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length };
    })({
      onTotal: (value) => {
        total = value;
      },
      onRows: (rows) => void got.push(...rows),
    });
    expect([count, total, got, pages]).toEqual([170, 170, all, [1, 2, 3]]);

    const whole: number[][] = [];
    expect(await wholeList(async () => [1, 2, 3])({ onRows: (rows) => void whole.push(rows) })).toBe(3);
    expect(whole).toEqual([[1, 2, 3]]);
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

  const batches: Klass[][] = [
    [
      { name: '一年级1班', size: 40 },
      { name: 'A, "B"\nC', size: 38 },
    ],
    [
      { name: '=1+1', size: null },
      { name: '<b>&amp;\u0007 </b>', size: 0 },
    ],
  ];
  const expected = [
    ['班级名称', '班级人数'],
    ['一年级1班', 40],
    ['A, "B"\nC', 38],
    ["'=1+1", ''],
    ['<b>&amp; </b>', 0],
  ];

  it('writes a CSV, batch by batch, that keeps Chinese, commas, quotes and line breaks', async () => {
    const bytes = await written('csv', batches);
    // A UTF-8 byte-order mark first, so spreadsheet programs read the Chinese right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(Papa.parse(csv.trimEnd()).data).toEqual(
      expected.map((row) => row.map((cell) => (cell === '<b>&amp; </b>' ? '<b>&amp;\u0007 </b>' : String(cell)))),
    );
  });

  it('writes an xlsx, batch by batch, that reads back the same with a frozen bold heading', async () => {
    const book = XLSX.read(await written('xlsx', batches, '班级/管理'), { cellStyles: true });
    expect(book.SheetNames).toEqual(['班级 管理']);
    const sheet = book.Sheets['班级 管理'] as XLSX.WorkSheet;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '' })).toEqual(expected);
    expect(sheet['!cols']?.length).toBe(2);
    // An empty list is a heading row alone.
    const empty = XLSX.read(await written('xlsx', []));
    expect(
      XLSX.utils.sheet_to_json(empty.Sheets[empty.SheetNames[0] as string] as XLSX.WorkSheet, { header: 1 }),
    ).toEqual([['班级名称', '班级人数']]);
  });

  it('refuses to write more rows than one sheet holds', () => {
    const writer = exportWriter('xlsx', columns, '班级');
    const row = { name: 'x', size: 1 };
    writer.add(Array.from({ length: 1000 }, () => row));
    expect(() => writer.add(Array.from({ length: XLSX_ROW_LIMIT }, () => row))).toThrow(SheetTooLarge);
  });
});
