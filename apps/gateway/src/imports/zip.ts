// The zip layer of imports: an .xlsx is a zip, and a zip can hold a bomb (a few hundred kilobytes
// that inflate to gigabytes, or an entry whose declared size is a lie). yauzl reads the zip from
// the uploaded file (it checks the directory, the local headers, the names and where each entry's
// data lies); the sizes the zip declares are never trusted: each entry read is counted as it
// inflates, and refused past its part's ceiling, past its declared size, or past a ratio of its
// compressed size, so no more than a chunk beyond a limit is ever inflated.
import fs from 'node:fs';
import { PassThrough, Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Reads the zip from an open file it never closes: the file belongs to the import's upload, which
 * closes it once, after the reading; yauzl's own reader for a file descriptor would close it first.
 */
class FileReader extends yauzl.RandomAccessReader {
  private readonly fd: number;
  constructor(fd: number) {
    super();
    this.fd = fd;
  }

  // Not fs.createReadStream: destroying one closes its file descriptor, whatever `autoClose` says.
  override _readStreamForRange(start: number, end: number): Readable {
    const { fd } = this;
    let position = start;
    // Small reads: the ratio is checked against the compressed bytes read so far.
    return new Readable({
      highWaterMark: 16 * 1024,
      read(size) {
        const length = Math.min(size, end - position);
        if (length <= 0) {
          this.push(null);
          return;
        }
        const buffer = Buffer.allocUnsafe(length);
        fs.read(fd, buffer, 0, length, position, (error, bytesRead) => {
          if (error) this.destroy(error);
          else if (bytesRead === 0) this.push(null);
          else {
            position += bytesRead;
            this.push(buffer.subarray(0, bytesRead));
          }
        });
      },
    });
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    fs.read(this.fd, buffer, offset, length, position, (error, bytesRead) =>
      callback(error ?? (bytesRead < length ? new Error('unexpected end of file') : null)),
    );
  }
}

/** Why a zip is refused; `max` is the ceiling that was passed, in bytes or as a ratio. */
export type ZipProblem =
  | { reason: 'notZip' }
  | { reason: 'tooLarge'; max: number }
  | { reason: 'ratio'; max: number }
  | { reason: 'sizeMismatch' };

/** A zip refused as it was read. */
export class ZipRefusal extends Error {
  readonly problem: ZipProblem;
  constructor(problem: ZipProblem, detail: string = problem.reason) {
    super(detail);
    this.name = 'ZipRefusal';
    this.problem = problem;
  }
}

/** How much one entry may inflate to. */
export interface EntryLimits {
  /** The most bytes the entry may inflate to, whatever it declares. */
  maxBytes: number;
  /** The most inflated bytes per compressed byte, once past {@link RATIO_GRACE_BYTES}. */
  maxRatio: number;
}

/**
 * Inflated bytes an entry may reach before the ratio applies: a small part (the workbook's list of
 * sheets, a few styles) legitimately compresses far better than any sheet of data does.
 */
export const RATIO_GRACE_BYTES = 1024 * 1024;

/** An opened zip: its entries by name, each readable as a bounded stream. */
export interface Zip {
  readonly names: ReadonlySet<string>;
  /** The entry's content, inflated within `limits`; the stream fails with a {@link ZipRefusal}. */
  read(name: string, limits: EntryLimits): Promise<Readable>;
  close(): void;
}

/**
 * Opens the zip in the open file `fd` (left open: its owner closes it), listing at most
 * `maxEntries` entries; refuses a damaged zip, a zip of more entries, and an encrypted entry.
 */
export async function openZip(fd: number, maxEntries: number): Promise<Zip> {
  let zip: yauzl.ZipFile;
  try {
    // Sizes are checked here, with the reason named, rather than by yauzl's own size check.
    const reader = new FileReader(fd);
    zip = await yauzl.fromRandomAccessReaderPromise(reader, fs.fstatSync(fd).size, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: false,
    });
  } catch (error) {
    throw new ZipRefusal({ reason: 'notZip' }, (error as Error).message);
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw new ZipRefusal({ reason: 'notZip' }, 'too many entries');
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/') && !entries.has(entry.fileName)) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw new ZipRefusal({ reason: 'notZip' }, (error as Error).message);
  }

  return {
    names: new Set(entries.keys()),
    async read(name, limits) {
      const entry = entries.get(name);
      if (!entry) throw new ZipRefusal({ reason: 'notZip' }, `no ${name}`);
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
        throw new ZipRefusal({ reason: 'notZip' }, `${name} is encrypted or of an unknown method`);
      }
      // An honest declaration past the ceiling is refused before a byte is inflated.
      if (entry.uncompressedSize > limits.maxBytes) {
        throw new ZipRefusal({ reason: 'tooLarge', max: limits.maxBytes }, `${name} declares too much`);
      }
      let raw: Readable;
      try {
        // The compressed bytes, inflated here: the ratio counts what has gone in against what has
        // come out so far, so a bomb stops after a few megabytes, not at its declared size.
        // (A stored entry takes no such option: its bytes are what it holds.)
        raw = await zip.openReadStreamPromise(entry, entry.compressionMethod === 8 ? { decompress: false } : {});
      } catch (error) {
        throw new ZipRefusal({ reason: 'notZip' }, (error as Error).message);
      }
      let compressed = 0;
      raw.on('data', (chunk: Buffer) => {
        compressed += chunk.length;
      });
      const inflater = entry.compressionMethod === 8 ? createInflateRaw() : new PassThrough();
      let inflated = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          if (inflated > entry.uncompressedSize) done(new ZipRefusal({ reason: 'sizeMismatch' }, `${name} lies`));
          else if (inflated > limits.maxBytes) done(new ZipRefusal({ reason: 'tooLarge', max: limits.maxBytes }));
          else if (inflated > RATIO_GRACE_BYTES && inflated / Math.max(compressed, 1) > limits.maxRatio) {
            done(new ZipRefusal({ reason: 'ratio', max: limits.maxRatio }, `${name} inflates too far`));
          } else done(null, chunk);
        },
        flush(done) {
          done(
            inflated === entry.uncompressedSize ? null : new ZipRefusal({ reason: 'sizeMismatch' }, `${name} short`),
          );
        },
      });
      const fail = (error: Error) =>
        counter.destroy(error instanceof ZipRefusal ? error : new ZipRefusal({ reason: 'notZip' }, error.message));
      raw.once('error', fail);
      inflater.once('error', fail);
      // The reading and inflating stop with the counter: nothing past a refusal is inflated.
      counter.once('close', () => {
        raw.destroy();
        inflater.destroy();
      });
      return raw.pipe(inflater).pipe(counter);
    },
    close() {
      zip.close();
    },
  };
}
