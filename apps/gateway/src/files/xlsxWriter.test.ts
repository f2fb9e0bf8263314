// The streamed .xlsx writer: read back by SheetJS as Excel would, with text, numbers and dates in
// their own kinds of cell, and rows read only as fast as the file is.

import * as XLSX from '@e965/xlsx';
import { type UploadStudent, uploadHeadings, uploadRowOf } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { type XlsxCell, xlsxStream } from './xlsxWriter.ts';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function* batches(rows: readonly (readonly XlsxCell[])[]) {
  yield rows;
}

const student: UploadStudent = {
  gradeKey: 'g5',
  classNumber: 11,
  className: '五年级11班',
  registrationNumber: 'G110101201506010031',
  nation: '01',
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
  },
};

describe('the streamed .xlsx writer', () => {
  it('writes one sheet that Excel reads: headings, text, numbers and a date cell', async () => {
    const file = await bytesOf(
      xlsxStream({
        name: '体测成绩',
        headings: uploadHeadings('primary'),
        rows: batches([uploadRowOf('primary', student)]),
      }),
    );
    const book = XLSX.read(file, { cellDates: true, cellNF: true });
    expect(book.SheetNames).toEqual(['体测成绩']);
    const sheet = book.Sheets.体测成绩 as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(uploadHeadings('primary'));
    // The registration number and the codes stay text; the grade code and values are numbers.
    expect(sheet.D2).toMatchObject({ t: 's', v: 'G110101201506010031' });
    expect(sheet.B2).toMatchObject({ t: 's', v: '1511' });
    expect(sheet.E2).toMatchObject({ t: 's', v: '01' });
    expect(sheet.A2).toMatchObject({ t: 'n', v: 15 });
    expect(sheet.G2).toMatchObject({ t: 'n', v: 1 });
    expect(sheet.J2).toMatchObject({ t: 'n', v: 148 });
    expect(sheet.Q2).toMatchObject({ t: 's', v: "1'46" });
    // The birth date is a date cell, shown as the platform's exports show it.
    const born = sheet.H2 as XLSX.CellObject;
    expect(born.t).toBe('d');
    expect((born.v as Date).toISOString().slice(0, 10)).toBe('2015-06-01');
    expect(born.z).toBe('yyyy/m/d');
    // The empty address is no cell at all, not an empty text.
    expect(sheet.I2).toBeUndefined();
  });

  it('keeps hostile text as text: markup, control characters and a formula-like value', async () => {
    const file = await bytesOf(
      xlsxStream({
        name: 'a/b:c*?[]',
        headings: ['名'],
        rows: batches([['<x>&"\u0007'], ['=1+1']]),
      }),
    );
    const book = XLSX.read(file);
    const [name] = book.SheetNames;
    expect(name).toBe('a b c    ');
    const sheet = book.Sheets[name as string] as XLSX.WorkSheet;
    expect(sheet.A2).toMatchObject({ t: 's', v: '<x>&" ' });
    expect(sheet.A3).toMatchObject({ t: 's', v: '=1+1' });
    expect(sheet.A3?.f).toBeUndefined();
  });

  it('reads rows only as the file is read: bytes of the sheet leave before its last rows are made', async () => {
    const total = 40;
    let made = 0;
    async function* many() {
      for (let batch = 0; batch < total; batch++) {
        made++;
        yield Array.from({ length: 500 }, (_, index) => [
          `学生${batch}-${index}`,
          Math.random() * 1000,
          { date: '2014-09-01' },
        ]);
      }
    }
    const seen: number[] = [];
    let size = 0;
    for await (const chunk of xlsxStream({ name: 'rows', headings: ['a', 'b', 'c'], rows: many() })) {
      seen.push(made);
      size += (chunk as Uint8Array).byteLength;
    }
    expect(made).toBe(total);
    // The sheet's compressed bytes come out in many chunks along the way, the first long before the end.
    expect(seen.filter((count) => count < total).length).toBeGreaterThan(2);
    expect(size).toBeGreaterThan(100_000);
  });
});
