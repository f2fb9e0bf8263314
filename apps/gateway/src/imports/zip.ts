// The zip layer of imports: an .xlsx is a zip, and a zip can hold a bomb (a few kilobytes that
// inflate to gigabytes). Every entry is listed from the central directory first and the declared
// sizes are bounded together; then each entry is inflated with its declared size as a hard
// ceiling, so a lying size gets no further: the inflater stops at the ceiling (ZipBombError).
// Entries are read from the uploaded bytes, whole (small parts) or as a stream (the sheet).
import { Readable, Transform } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';

/** Why a zip is refused. */
export type ZipProblem = 'notZip' | 'tooLarge';

export interface ZipLimits {
  /** The most bytes all entries may inflate to together. */
  maxTotalBytes: number;
  /** The most entries. */
  maxEntries: number;
}

/** An entry of a checked zip. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  size: number;
  start: number;
  end: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The entries of a zip checked against the limits, or the problem that refuses it. */
export function checkZip(
  bytes: Buffer,
  limits: ZipLimits,
): { entries: Map<string, ZipEntry> } | { problem: ZipProblem } {
  // The end-of-directory record is in the last 22 + 65535 bytes (its comment is at most 65535).
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return { problem: 'notZip' };
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // Zip64 (markers of 0xffff entries or offsets) is never needed by an import of this size.
  if (count === 0xffff || directoryOffset === 0xffffffff) return { problem: 'tooLarge' };
  if (count > limits.maxEntries) return { problem: 'tooLarge' };
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return { problem: 'notZip' };
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (size === 0xffffffff || compressedSize === 0xffffffff) return { problem: 'tooLarge' };
    total += size;
    if (total > limits.maxTotalBytes) return { problem: 'tooLarge' };
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) {
      return { problem: 'notZip' };
    }
    const start = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (start + compressedSize > bytes.length) return { problem: 'notZip' };
    if (method === 0 ? compressedSize !== size : method !== 8) return { problem: 'notZip' };
    entries.set(name, { name, method: method as 0 | 8, size, start, end: start + compressedSize });
  }
  return { entries };
}

/** An entry inflated past the size its header declares: a zip bomb. */
export class ZipBombError extends Error {
  constructor(name: string) {
    super(`${name} inflates past its declared size`);
    this.name = 'ZipBombError';
  }
}

/** The whole content of a checked entry; a {@link ZipBombError} past its declared size. */
export function entryBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const data = bytes.subarray(entry.start, entry.end);
  if (entry.method === 0) return data;
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
    if (inflated.length !== entry.size) throw new ZipBombError(entry.name);
    return inflated;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipBombError(entry.name);
    throw error;
  }
}

/** The content of a checked entry as a stream of chunks; it fails with a {@link ZipBombError} past its size. */
export function entryStream(bytes: Buffer, entry: ZipEntry): Readable {
  const data = Readable.from([bytes.subarray(entry.start, entry.end)]);
  if (entry.method === 0) return data;
  let seen = 0;
  const ceiling = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > entry.size ? new ZipBombError(entry.name) : null, chunk);
    },
  });
  const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
  inflater.once('error', (error) => ceiling.destroy(error));
  return data.pipe(inflater).pipe(ceiling);
}
