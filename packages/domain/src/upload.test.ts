import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  acceptedExtensions,
  COMPRESSION_THRESHOLD_BYTES,
  checkImportPrerequisites,
  checkUpload,
  formatByteSize,
  needsCompression,
  UPLOAD_BYTE_LIMITS,
  UPLOAD_KINDS,
  uploadKindRules,
} from './upload.ts';

const MB = 1024 * 1024;

describe('upload kinds', () => {
  it('uses the product-wide byte limits', () => {
    expect(UPLOAD_BYTE_LIMITS).toEqual({ image: 5242880, video: 524288000, audio: 52428800, gif: 10485760 });
    expect(UPLOAD_KINDS.image.maxBytes).toBe(UPLOAD_BYTE_LIMITS.image);
    expect(UPLOAD_KINDS.lessonVideo.maxBytes).toBe(UPLOAD_BYTE_LIMITS.video);
    expect(UPLOAD_KINDS.audio.maxBytes).toBe(UPLOAD_BYTE_LIMITS.audio);
    expect(UPLOAD_KINDS.lessonAudio.maxBytes).toBe(20 * MB);
    expect(UPLOAD_KINDS.gif.maxBytes).toBe(UPLOAD_BYTE_LIMITS.gif);
    expect(COMPRESSION_THRESHOLD_BYTES).toBe(102400);
  });

  it('lists accepted extensions', () => {
    expect(acceptedExtensions('facePhoto')).toEqual(['png', 'jpg', 'jpeg']);
    expect(acceptAttribute('eventDocument')).toBe('.xlsx,.docx,.pdf');
    expect(() => uploadKindRules('poster' as never)).toThrow(expect.objectContaining({ code: 'upload.error.kind' }));
  });
});

describe('checkUpload', () => {
  it('passes a good file', () => {
    expect(
      checkUpload('cover', {
        name: 'a.png',
        size: 2 * MB,
        mimeType: 'image/png',
        sniffedType: 'png',
        width: 600,
        height: 600,
      }),
    ).toEqual([]);
    expect(checkUpload('lessonCover', { name: 'c.JPG', size: 1000, width: 800, height: 601 })).toEqual([]);
  });

  it('refuses a renamed executable by its content', () => {
    expect(checkUpload('image', { name: 'virus.png', size: 5000, mimeType: 'image/png', sniffedType: 'exe' })).toEqual([
      { id: 'upload.content', values: {} },
    ]);
    expect(checkUpload('image', { name: 'a.png', size: 5000, sniffedType: null })).toEqual([
      { id: 'upload.content', values: {} },
    ]);
  });

  it('refuses the wrong type once, naming the accepted ones', () => {
    expect(checkUpload('eStamp', { name: 'seal.jpg', size: 10, mimeType: 'image/jpeg' })).toEqual([
      { id: 'upload.type', values: { accepted: 'PNG' } },
    ]);
    expect(checkUpload('image', { name: 'a.png', size: 10, mimeType: 'application/pdf' })).toEqual([
      { id: 'upload.type', values: { accepted: 'PNG, JPG, JPEG' } },
    ]);
    expect(checkUpload('image', { name: 'a.png', size: 10, mimeType: 'application/octet-stream' })).toEqual([]);
    expect(checkUpload('lessonVideo', { name: 'a.mp4', size: 10, mimeType: 'video/mp4; codecs="avc1"' })).toEqual([]);
  });

  it("refuses a wrong import file with the product's import messages", () => {
    expect(checkUpload('import', { name: 'students.xls', size: 100 })).toEqual([
      { id: 'import.onlyExcel', values: { accepted: 'XLSX' } },
    ]);
    expect(checkUpload('import', { name: 'students.xlsx', size: 100 }, 1)).toEqual([
      { id: 'import.oneFile', values: { max: 1 } },
    ]);
  });

  it('checks size limits inclusively and refuses empty files', () => {
    expect(checkUpload('cover', { name: 'a.png', size: 2 * MB + 1 })).toEqual([
      { id: 'upload.size', values: { max: '2 MB' } },
    ]);
    expect(checkUpload('lessonVideo', { name: 'a.mp4', size: UPLOAD_BYTE_LIMITS.video })).toEqual([]);
    expect(checkUpload('lessonVideo', { name: 'a.mp4', size: UPLOAD_BYTE_LIMITS.video + 1 })).toEqual([
      { id: 'upload.size', values: { max: '500 MB' } },
    ]);
    expect(checkUpload('gif', { name: 'a.gif', size: 0 })).toEqual([{ id: 'upload.empty', values: {} }]);
  });

  it('counts files already held', () => {
    expect(checkUpload('sportsPhoto', { name: 'a.jpg', size: 10 }, 99)).toEqual([]);
    expect(checkUpload('sportsPhoto', { name: 'a.jpg', size: 10 }, 100)).toEqual([
      { id: 'upload.count', values: { max: 100 } },
    ]);
    expect(checkUpload('banner', { name: 'a.jpg', size: 10 }, 5)).toEqual([{ id: 'upload.count', values: { max: 5 } }]);
    expect(checkUpload('eStamp', { name: 'a.png', size: 10 }, 10)).toEqual([
      { id: 'upload.count', values: { max: 10 } },
    ]);
  });

  it('checks the aspect ratio within 1 % and reports unusable dimensions', () => {
    expect(checkUpload('cover', { name: 'a.png', size: 10, width: 600, height: 400 })).toEqual([
      { id: 'upload.aspectRatio', values: { ratio: '1:1' } },
    ]);
    expect(checkUpload('cover', { name: 'a.png', size: 10, width: 1000, height: 1009 })).toEqual([]);
    expect(checkUpload('cover', { name: 'a.png', size: 10, width: 0, height: 10 })).toEqual([
      { id: 'upload.corrupted', values: {} },
    ]);
    expect(checkUpload('image', { name: 'a.png', size: 10, width: 100 })).toEqual([
      { id: 'upload.corrupted', values: {} },
    ]);
    expect(checkUpload('image', { name: 'a.png', size: 10, width: 100, height: 30 })).toEqual([]);
  });

  it('lists every broken rule', () => {
    expect(
      checkUpload('eStamp', { name: 'seal.exe', size: 3 * MB, sniffedType: 'exe', width: 10, height: 20 }, 10),
    ).toEqual([
      { id: 'upload.count', values: { max: 10 } },
      { id: 'upload.type', values: { accepted: 'PNG' } },
      { id: 'upload.content', values: {} },
      { id: 'upload.size', values: { max: '2 MB' } },
      { id: 'upload.aspectRatio', values: { ratio: '1:1' } },
    ]);
  });

  it('refuses nonsense sizes and counts with a DomainError', () => {
    expect(() => checkUpload('image', { name: 'a.png', size: -1 })).toThrow(
      expect.objectContaining({ code: 'upload.error.size' }),
    );
    expect(() => checkUpload('image', { name: 'a.png', size: Number.NaN })).toThrow(
      expect.objectContaining({ code: 'upload.error.size' }),
    );
    expect(() => checkUpload('image', { name: 'a.png', size: 1 }, -1)).toThrow(
      expect.objectContaining({ code: 'upload.error.count' }),
    );
  });
});

describe('compression and sizes', () => {
  it('compresses images above 100 KB only', () => {
    expect(needsCompression('facePhoto', 102400)).toBe(false);
    expect(needsCompression('facePhoto', 102401)).toBe(true);
    expect(needsCompression('eStamp', 5 * 102400)).toBe(false);
    expect(needsCompression('lessonVideo', 10 * MB)).toBe(false);
    expect(() => needsCompression('image', -5)).toThrow(expect.objectContaining({ code: 'upload.error.size' }));
  });

  it('formats byte counts', () => {
    expect(formatByteSize(2 * MB)).toBe('2 MB');
    expect(formatByteSize(102400)).toBe('100 KB');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(500)).toBe('500 B');
    expect(formatByteSize(3 * 1024 * MB)).toBe('3 GB');
    expect(() => formatByteSize(Number.POSITIVE_INFINITY)).toThrow(
      expect.objectContaining({ code: 'upload.error.size' }),
    );
  });
});

describe('checkImportPrerequisites', () => {
  it('needs an academic year and a semester for the student import', () => {
    expect(checkImportPrerequisites(2, {})).toEqual(['import.academicYearRequired', 'import.semesterRequired']);
    expect(checkImportPrerequisites(2, { academicYear: 'uid-1', semester: '' })).toEqual(['import.semesterRequired']);
    expect(checkImportPrerequisites(2, { academicYear: null, semester: 11 })).toEqual(['import.academicYearRequired']);
    expect(checkImportPrerequisites(2, { academicYear: 'uid-1', semester: 13 })).toEqual([]);
    expect(checkImportPrerequisites(1, {})).toEqual([]);
  });
});
