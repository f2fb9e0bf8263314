import { describe, expect, it } from 'vitest';
import { pieSlices } from './pieSlices.ts';

describe('donut slices', () => {
  it('leaves out negative and missing values and shares the rest', () => {
    const { valid, drawn, total } = pieSlices(
      [
        { label: '偏瘦', value: 10 },
        { label: '坏数据', value: -4 },
        { label: '正常', value: 30 },
        { label: '空', value: Number.NaN },
        { label: '零', value: 0 },
        { label: '缺', value: null },
      ],
      6,
      '其他',
    );
    expect(total).toBe(40);
    expect(valid.map((slice) => [slice.label, slice.share])).toEqual([
      ['偏瘦', 0.25],
      ['正常', 0.75],
      ['零', 0],
    ]);
    expect(drawn.map((slice) => slice.label)).toEqual(['偏瘦', '正常']);
  });

  it('gives unnamed drawn slices the palette in drawing order and keeps named colours', () => {
    const { drawn } = pieSlices(
      [
        { label: 'a', value: 1 },
        { label: 'b', value: 1, color: 'danger' },
        { label: 'c', value: 1 },
      ],
      6,
      'Other',
    );
    expect(drawn.map((slice) => slice.color)).toEqual(['accent', 'danger', 'success']);
  });

  it('merges the smallest slices past the limit into one muted slice, in input order otherwise', () => {
    const data = [5, 40, 1, 30, 2, 20, 3].map((value, index) => ({ label: `s${index}`, value }));
    const { drawn, valid } = pieSlices(data, 4, 'Other');
    expect(valid).toHaveLength(7);
    expect(drawn.map((slice) => [slice.label, slice.value])).toEqual([
      ['s1', 40],
      ['s3', 30],
      ['s5', 20],
      ['Other', 11],
    ]);
    expect(drawn.at(-1)).toMatchObject({ color: 'muted', merged: 4 });
  });

  it('has nothing to draw when every value is zero', () => {
    const { drawn, total } = pieSlices([{ label: 'a', value: 0 }], 6, 'Other');
    expect(drawn).toEqual([]);
    expect(total).toBe(0);
  });
});

describe('donut colours after merging', () => {
  it('never repeats a palette colour on the ring', () => {
    const data = [182, 126, 143, 64, 91, 75, 48, 52, 39, 118, 30].map((value, index) => ({
      label: `e${index}`,
      value,
    }));
    const colors = pieSlices(data, 6, 'Other').drawn.map((slice) => slice.color);
    expect(new Set(colors).size).toBe(colors.length);
    expect(colors.at(-1)).toBe('muted');
  });
});
