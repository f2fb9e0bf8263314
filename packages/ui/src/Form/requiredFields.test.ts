import { describe, expect, it } from 'vitest';
import { missingRequiredNames, requiredErrors } from './requiredFields.ts';

function formData(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('missingRequiredNames', () => {
  it('names the required fields with no value or blank text', () => {
    const data = formData([
      ['name', '张三'],
      ['remark', '   '],
      ['grade', ''],
    ]);
    expect(missingRequiredNames(['name', 'remark', 'grade', 'meetDate'], data)).toEqual([
      'remark',
      'grade',
      'meetDate',
    ]);
  });

  it('accepts a group when any of its values is filled', () => {
    const data = formData([
      ['events', '100m'],
      ['events', 'long-jump'],
    ]);
    expect(missingRequiredNames(['events'], data)).toEqual([]);
  });

  it('lists each name once, in order', () => {
    expect(missingRequiredNames(['a', 'b', 'a'], formData([]))).toEqual(['a', 'b']);
  });

  it('counts a chosen file and not an empty file input', () => {
    expect(missingRequiredNames(['file'], formData([['file', new File(['x'], 'a.xlsx')]]))).toEqual([]);
    expect(missingRequiredNames(['file'], formData([['file', new File([], '')]]))).toEqual(['file']);
  });
});

describe('requiredErrors', () => {
  it('maps every missing name to the message', () => {
    expect(requiredErrors(['name', 'grade'], '此项为必填项')).toEqual({ name: '此项为必填项', grade: '此项为必填项' });
    expect(requiredErrors([], 'x')).toEqual({});
  });
});
