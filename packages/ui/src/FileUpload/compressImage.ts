/** How `compressImage` re-encodes an image. */
export interface CompressImageOptions {
  /**
   * Images at or under this many bytes are left alone (SPEC 5: compression applies above 100 KB).
   * @default 102400
   */
  threshold?: number;
  /**
   * The encoder quality, from 0 to 1.
   * @default 0.8
   */
  quality?: number;
  /** The longest side, in pixels, the image is scaled down to; none when missing. */
  maxDimension?: number;
  /**
   * The MIME types the result may have (e.g. only PNG for e-stamps): an image whose re-encoding
   * would change to another type is left as it is. Any when missing.
   */
  allowedTypes?: readonly string[];
}

/** SPEC 5's threshold: images above 100 KB are compressed. */
export const defaultCompressThreshold = 100 * 1024;

const compressibleTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Whether an image of this MIME type and size is worth re-encoding (never a GIF: it may be animated). */
export function shouldCompress(size: number, mimeType: string, threshold = defaultCompressThreshold): boolean {
  return compressibleTypes.has(mimeType) && size > threshold;
}

/**
 * The type to re-encode to: WebP stays WebP, an image with transparency becomes WebP (which keeps
 * it), anything else becomes JPEG.
 */
export function compressedTypeFor(mimeType: string, hasTransparency: boolean): 'image/jpeg' | 'image/webp' {
  return mimeType === 'image/webp' || hasTransparency ? 'image/webp' : 'image/jpeg';
}

/** A file name with the extension of its new type: `photo.png` re-encoded as JPEG is `photo.jpg`. */
export function renameForType(name: string, mimeType: string): string {
  const extension = mimeType === 'image/jpeg' ? '.jpg' : mimeType === 'image/webp' ? '.webp' : '.png';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${extension}`;
}

/** The size an image is drawn at so its longest side is at most `maxDimension`. */
export function scaledSize(width: number, height: number, maxDimension?: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!maxDimension || maxDimension <= 0 || longest <= maxDimension) return { width, height };
  const scale = maxDimension / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function hasTransparentPixel(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let index = 3; index < data.length; index += 4) {
    if ((data[index] ?? 255) < 255) return true;
  }
  return false;
}

/**
 * Re-encodes an image above the threshold in the browser: drawn to a canvas and encoded as JPEG, or
 * as WebP where the image has transparency. The original is returned when it is small enough, not a
 * compressible type, cannot be decoded, or when the result would not be smaller.
 */
export async function compressImage(file: File, options: CompressImageOptions = {}): Promise<File> {
  const { threshold = defaultCompressThreshold, quality = 0.8, maxDimension, allowedTypes } = options;
  if (!shouldCompress(file.size, file.type, threshold)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const transparent = file.type === 'image/png' && hasTransparentPixel(context, width, height);
    const wanted = compressedTypeFor(file.type, transparent);
    if (allowedTypes && !allowedTypes.includes(wanted)) return file;
    if (wanted === 'image/jpeg') {
      // JPEG has no alpha: paint white under the image rather than let it turn black.
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, wanted, quality));
    // A browser that cannot encode WebP answers PNG, which would lose nothing but gain nothing either.
    if (!blob || blob.size >= file.size || blob.type !== wanted) return file;
    return new File([blob], renameForType(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
