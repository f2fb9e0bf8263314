import { describe, expect, it } from 'vitest';
import {
  checkSize,
  formatFileSize,
  isAcceptedType,
  isRefusal,
  type MeasureImage,
  matchesAspectRatio,
  roomFor,
  sniffFile,
  sniffFileType,
  validateFile,
  validateFiles,
} from './validateFile.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const samples = {
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  wav: bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
  pdf: bytes('%PDF-1.7\n'),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]),
  m4a: bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0]),
  mp3: bytes('ID3', [4, 0, 0]),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64]),
  xlsx: bytes('PK', [3, 4, 20, 0], '[Content_Types].xml PK', [3, 4], 'xl/workbook.xml'),
  docx: bytes('PK', [3, 4, 20, 0], '[Content_Types].xml PK', [3, 4], 'word/document.xml'),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode'),
};

const fileOf = (content: BlobPart, name: string, type = '') => new File([content], name, { type });

describe('sniffFileType', () => {
  it.each([
    ['png', samples.png],
    ['jpeg', samples.jpeg],
    ['gif', samples.gif],
    ['webp', samples.webp],
    ['wav', samples.wav],
    ['pdf', samples.pdf],
    ['mp4', samples.mp4],
    ['m4a', samples.m4a],
    ['mp3', samples.mp3],
    ['mp3', samples.mp3Frame],
    ['xlsx', samples.xlsx],
    ['docx', samples.docx],
  ] as const)('recognises %s', (type, head) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it('recognises nothing in an executable, text, an ADTS AAC frame, a bare zip or too few bytes', () => {
    expect(sniffFileType(samples.exe)).toBeUndefined();
    expect(sniffFileType(bytes('name,score\nLi,90\n'))).toBeUndefined();
    expect(sniffFileType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeUndefined();
    expect(sniffFileType(bytes('PK', [3, 4], 'photos/a.jpg'))).toBeUndefined();
    expect(sniffFileType(bytes([0x89], 'PN'))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });

  it('finds a workbook named only in the zip directory at the end', () => {
    expect(sniffFileType(bytes('PK', [3, 4], 'docProps/app.xml'), bytes('PK', [1, 2], 'xl/workbook.xml'))).toBe('xlsx');
  });
});

describe('sniffFile', () => {
  it('reads a file by content, whatever its name says', async () => {
    await expect(sniffFile(fileOf(samples.exe, 'photo.png', 'image/png'))).resolves.toBeUndefined();
    await expect(sniffFile(fileOf(samples.png, 'photo.bin'))).resolves.toBe('png');
  });

  it('reads the end of a large zip', async () => {
    const large = new Uint8Array(200_000);
    large.set(bytes('PK', [3, 4], 'docProps/app.xml'));
    large.set(bytes('PK', [1, 2], 'xl/workbook.xml'), 199_900);
    await expect(sniffFile(fileOf(large, 'big.xlsx'))).resolves.toBe('xlsx');
  });
});

describe('single rules', () => {
  it('checks sizes', () => {
    expect(checkSize(0)).toBe('empty');
    expect(checkSize(0, 10)).toBe('empty');
    expect(checkSize(10, 10)).toBeUndefined();
    expect(checkSize(11, 10)).toBe('size');
    expect(checkSize(11)).toBeUndefined();
  });

  it('checks types', () => {
    expect(isAcceptedType('png', ['png', 'jpeg'])).toBe(true);
    expect(isAcceptedType('gif', ['png', 'jpeg'])).toBe(false);
    expect(isAcceptedType(undefined, ['png'])).toBe(false);
    expect(isAcceptedType(undefined, [])).toBe(true);
    expect(isAcceptedType(undefined)).toBe(true);
  });

  it('checks ratios within a tolerance', () => {
    expect(matchesAspectRatio(800, 800, [1, 1])).toBe(true);
    expect(matchesAspectRatio(1200, 900, [4, 3])).toBe(true);
    expect(matchesAspectRatio(1203, 900, [4, 3])).toBe(true);
    expect(matchesAspectRatio(1300, 900, [4, 3])).toBe(false);
    expect(matchesAspectRatio(1300, 900, [4, 3], 0.1)).toBe(true);
    expect(matchesAspectRatio(800, 600, [1, 1])).toBe(false);
    expect(matchesAspectRatio(0, 600, [1, 1])).toBe(false);
    expect(matchesAspectRatio(600, 600, [0, 1])).toBe(false);
  });

  it('counts the room left', () => {
    expect(roomFor(3, 5)).toBe(2);
    expect(roomFor(7, 5)).toBe(0);
    expect(roomFor(7)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('validateFile', () => {
  const square: MeasureImage = async () => ({ width: 500, height: 500 });
  const landscape: MeasureImage = async () => ({ width: 800, height: 600 });
  const broken: MeasureImage = async () => {
    throw new Error('cannot decode');
  };
  const imageLimits = { accept: ['png', 'jpeg'], maxSize: 1024, aspectRatio: [1, 1] } as const;

  it('refuses a renamed executable by type', async () => {
    const result = await validateFile(fileOf(samples.exe, 'setup.png', 'image/png'), imageLimits, square);
    expect(result).toMatchObject({ rule: 'type' });
  });

  it('refuses an empty file before anything else', async () => {
    expect(await validateFile(fileOf('', 'empty.png'), imageLimits, square)).toMatchObject({ rule: 'empty' });
  });

  it('refuses an oversized file', async () => {
    const big = new Uint8Array(2048);
    big.set(samples.png);
    expect(await validateFile(fileOf(big, 'big.png'), imageLimits, square)).toMatchObject({ rule: 'size' });
  });

  it('refuses a wrong ratio and says the size it found', async () => {
    expect(await validateFile(fileOf(samples.png, 'wide.png'), imageLimits, landscape)).toEqual({
      file: expect.any(File),
      rule: 'ratio',
      actual: { width: 800, height: 600 },
    });
  });

  it('refuses an image that cannot be decoded', async () => {
    expect(await validateFile(fileOf(samples.png, 'broken.png'), imageLimits, broken)).toMatchObject({
      rule: 'corrupt',
    });
  });

  it('accepts a good file with its type and size', async () => {
    const result = await validateFile(fileOf(samples.png, 'ok.png'), imageLimits, square);
    expect(isRefusal(result)).toBe(false);
    expect(result).toMatchObject({ type: 'png', width: 500, height: 500 });
  });

  it('does not measure what is not an image or has no ratio to meet', async () => {
    expect(await validateFile(fileOf(samples.pdf, 'a.pdf'), { accept: ['pdf'], aspectRatio: [1, 1] }, broken)).toEqual({
      file: expect.any(File),
      type: 'pdf',
    });
    expect(await validateFile(fileOf(samples.png, 'a.png'), {}, broken)).toMatchObject({ type: 'png' });
  });
});

describe('validateFiles', () => {
  it('refuses the files past the count, after the ones refused for other reasons', async () => {
    const files = [
      fileOf(samples.png, 'a.png'),
      fileOf(samples.exe, 'b.png'),
      fileOf(samples.jpeg, 'c.jpg'),
      fileOf(samples.png, 'd.png'),
    ];
    const { accepted, refused } = await validateFiles(files, { accept: ['png', 'jpeg'], maxCount: 3 }, 1);
    expect(accepted.map((item) => item.file.name)).toEqual(['a.png', 'c.jpg']);
    expect(refused.map((item) => [item.file.name, item.rule])).toEqual([
      ['b.png', 'type'],
      ['d.png', 'count'],
    ]);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, 'en-US', '0 B'],
    [512, 'en-US', '512 B'],
    [1536, 'en-US', '1.5 KB'],
    [102_400, 'zh-CN', '100 KB'],
    [5_242_880, 'zh-TW', '5 MB'],
    [524_288_000, 'en-US', '500 MB'],
    [2 * 1024 ** 3, 'en-US', '2 GB'],
    [Number.NaN, 'en-US', '0 B'],
  ] as const)('%d bytes in %s read %s', (size, locale, text) => {
    expect(formatFileSize(size, locale)).toBe(text);
  });
});
