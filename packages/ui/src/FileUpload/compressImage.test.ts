import { describe, expect, it } from 'vitest';
import { compressedTypeFor, renameForType, scaledSize, shouldCompress } from './compressImage.ts';

describe('compressImage decisions', () => {
  it('compresses still images above the threshold only', () => {
    expect(shouldCompress(102_400, 'image/png')).toBe(false);
    expect(shouldCompress(102_401, 'image/png')).toBe(true);
    expect(shouldCompress(500_000, 'image/jpeg')).toBe(true);
    expect(shouldCompress(500_000, 'image/gif')).toBe(false);
    expect(shouldCompress(500_000, 'application/pdf')).toBe(false);
    expect(shouldCompress(50_000, 'image/jpeg', 10_000)).toBe(true);
  });

  it('keeps transparency by choosing WebP', () => {
    expect(compressedTypeFor('image/png', true)).toBe('image/webp');
    expect(compressedTypeFor('image/png', false)).toBe('image/jpeg');
    expect(compressedTypeFor('image/jpeg', false)).toBe('image/jpeg');
    expect(compressedTypeFor('image/webp', false)).toBe('image/webp');
  });

  it('renames to the new type', () => {
    expect(renameForType('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(renameForType('logo.final.png', 'image/webp')).toBe('logo.final.webp');
    expect(renameForType('noextension', 'image/jpeg')).toBe('noextension.jpg');
    expect(renameForType('.hidden', 'image/png')).toBe('.hidden.png');
  });

  it('scales the longest side down, never up', () => {
    expect(scaledSize(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(800, 600, 2000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
