// Thumbnails of stored pictures (issue 44): a list shows a lesson's cover, a banner or a seal in a
// cell a few dozen pixels wide, and reading the 5 MB picture for it would cost a page of them tens
// of megabytes. A thumbnail is made by sharp the first time it is asked for, kept in the file store
// under a key derived from its picture's, and served from there after; a picture's row deleted
// takes its thumbnail with it (`purgeDeletedFiles`). A thumbnail is a copy made for showing, not a
// file of the organisation: it has no row and does not count against the quota (at most a few
// kilobytes a picture).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { FileMissingError, type FileStore } from './store.ts';

/** The long side of a thumbnail, in pixels: sharp on a grid cell of a high-density screen. */
export const THUMBNAIL_SIZE = 320;

/**
 * The most pixels a picture may have: a 108-megapixel phone's picture passes, while a small file
 * that claims a huge picture (a decompression bomb) is refused from its header, before decoding.
 */
export const PICTURE_MAX_PIXELS = 110_000_000;

/** Thumbnails made at once by this gateway: each holds a decoded picture, so they queue past this. */
const THUMBNAILS_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than {@link THUMBNAILS_AT_ONCE} thumbnails are being made. */
export async function inThumbnailQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= THUMBNAILS_AT_ONCE) await new Promise<void>((resume) => waiting.push(resume));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The store key of the thumbnail of the picture stored under `storageKey`: derived, so that nothing
 * records it, and of the store's own key shape (two hex digits, a slash, thirty more).
 */
export function thumbnailKey(storageKey: string): string {
  const hex = createHash('sha256').update(`thumbnail\u0000${storageKey}`).digest('hex').slice(0, 32);
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
}

/** A picture as its thumbnail is made from: in the store, or bytes the database still holds. */
interface Picture {
  storageKey: string | null;
  bytes: Buffer | null;
}

/**
 * The thumbnail of `picture` as WebP bytes, at most {@link THUMBNAIL_SIZE} on its long side, upright
 * and without metadata: read from the store when made before, else made now and kept (a picture
 * still in the database gets one made each time, until the start's move stores it). Null for a
 * picture sharp cannot read, or whose object is gone.
 */
export async function thumbnailOf(store: FileStore, picture: Picture): Promise<Buffer | null> {
  const key = picture.storageKey ? thumbnailKey(picture.storageKey) : null;
  if (key && (await store.stat(key))) return toBuffer(await store.read(key));
  let source: Readable;
  try {
    source = picture.storageKey
      ? await store.read(picture.storageKey)
      : Readable.from([picture.bytes ?? Buffer.alloc(0)]);
  } catch (error) {
    if (error instanceof FileMissingError) return null;
    throw error;
  }
  const webp = await inThumbnailQueue(async () => {
    const input = sharp({ limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
    source.on('error', (error) => input.destroy(error));
    source.pipe(input);
    try {
      return await input
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      return null;
    } finally {
      source.destroy();
    }
  });
  // Two asking at once both make it; the store keeps one, whole, under the key.
  if (webp && key) await store.put(key, Readable.from([webp]));
  return webp;
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
