import { describe, expect, it } from 'vitest';
import { fileExtension, pngSize, sniffFileType } from './file-type.ts';

const bytes = (...parts: (string | readonly number[] | Uint8Array)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : [...part])),
  );

// A zip local file header (30 bytes) naming one entry, followed by a little data.
const zipEntry = (name: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04], new Array(22).fill(0), [name.length, 0, 0, 0], name, 'data');

describe('sniffFileType', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['pdf', bytes('%PDF-1.7')],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['mp3', bytes('ID3', [4, 0, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['bmp', bytes('BM', [0, 0, 0, 0])],
    ['exe', bytes('MZ', [0x90, 0])],
    ['legacyOffice', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['xlsx', bytes(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml'))],
    ['docx', bytes(zipEntry('[Content_Types].xml'), zipEntry('word/document.xml'))],
    ['zip', zipEntry('notes.txt')],
    ['zip', bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0))],
  ] as const)('recognises %s', (type, content) => {
    expect(sniffFileType(content)).toBe(type);
  });

  it('finds office folders in the central directory too', () => {
    const name = 'xl/styles.xml';
    const central = bytes(
      [0x50, 0x4b, 0x01, 0x02],
      new Array(24).fill(0),
      [name.length, 0],
      new Array(16).fill(0),
      name,
    );
    expect(sniffFileType(bytes(zipEntry('a.bin'), 'PKxx', central))).toBe('xlsx');
  });

  it('does not know text, AAC frames or nothing', () => {
    expect(sniffFileType(bytes('hello world'))).toBeUndefined();
    expect(sniffFileType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });
});

describe('fileExtension', () => {
  it.each([
    ['Photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['C:\\fakepath\\list.xlsx', 'xlsx'],
    ['README', ''],
    ['.env', ''],
  ])('reads the lower-case extension of %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('the size a PNG header gives', () => {
  /** The first 24 bytes of a PNG: signature, the IHDR chunk's length and type, width and height. */
  const pngHead = (width: number, height: number, type = 'IHDR') => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    bytes.set([0, 0, 0, 13], 8);
    bytes.set(
      [...type].map((letter) => letter.charCodeAt(0)),
      12,
    );
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return bytes;
  };

  it('reads the width and height, big-endian', () => {
    expect(pngSize(pngHead(512, 512))).toEqual({ width: 512, height: 512 });
    expect(pngSize(pngHead(70_000, 3))).toEqual({ width: 70_000, height: 3 });
  });

  it('gives nothing for a header that is not a PNG’s, too short, without IHDR first, or of a side 0', () => {
    expect(pngSize(pngHead(10, 10).subarray(0, 23))).toBeUndefined();
    expect(pngSize(pngHead(10, 10, 'IDAT'))).toBeUndefined();
    expect(pngSize(pngHead(0, 10))).toBeUndefined();
    const notPng = pngHead(10, 10);
    notPng[1] = 0x51;
    expect(pngSize(notPng)).toBeUndefined();
  });
});
