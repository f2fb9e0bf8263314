// A real, playable mp4 made byte by byte, so a journey can prove a browser plays what the gateway
// serves: one second of Opus silence (an audio track is the one a browser decodes without a video
// codec's bitstream, and the lesson video's upload kind takes any mp4), its `moov` before its
// samples as a streaming file has it, then a `free` box of filler up to the size asked. The same
// size always gives the same bytes.

/** One ISO BMFF box: its size, its type and its content. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(content.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/** A full box: a box whose content starts with a version byte and three bytes of flags. */
function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

/** Big-endian unsigned integers of `bytes` bytes each. */
function uints(bytes: 1 | 2 | 4, ...values: number[]): Buffer {
  const out = Buffer.alloc(bytes * values.length);
  values.forEach((value, index) => {
    out.writeUIntBE(value, index * bytes, bytes);
  });
  return out;
}

/** The identity matrix of a movie or track header. */
const MATRIX = uints(4, 0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
/** An Opus packet of 20 ms of silence (a CELT-only frame, as WebRTC sends for silence). */
const SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
const PACKETS = 50;
const SAMPLES_PER_PACKET = 960;
const RATE = 48_000;

/** A playable mp4 of exactly `totalBytes` bytes (at least about 800) lasting one second. */
export function playableMp4(totalBytes: number): Buffer {
  const durationMs = (PACKETS * SAMPLES_PER_PACKET * 1000) / RATE;
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), uints(4, 0x200), Buffer.from('isomiso2mp41Opus', 'latin1'));
  const moovOf = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        uints(4, 0, 0, 1000, durationMs, 0x00010000),
        uints(2, 0x0100, 0),
        uints(4, 0, 0),
        MATRIX,
        Buffer.alloc(24),
        uints(4, 2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          7,
          uints(4, 0, 0, 1, 0, durationMs, 0, 0),
          uints(2, 0, 0, 0x0100, 0),
          MATRIX,
          uints(4, 0, 0),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, uints(4, 0, 0, RATE, PACKETS * SAMPLES_PER_PACKET), uints(2, 0x55c4, 0)),
          fullBox(
            'hdlr',
            0,
            0,
            uints(4, 0),
            Buffer.from('soun', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('Sound\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('smhd', 0, 0, uints(2, 0, 0)),
            box('dinf', fullBox('dref', 0, 0, uints(4, 1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox(
                'stsd',
                0,
                0,
                uints(4, 1),
                box(
                  'Opus',
                  Buffer.alloc(6),
                  uints(2, 1),
                  Buffer.alloc(8),
                  uints(2, 1, 16, 0, 0),
                  uints(4, RATE * 0x10000),
                  // Version 0, one channel, 312 samples of pre-skip, 48 kHz, no gain, mapping family 0.
                  box('dOps', uints(1, 0, 1), uints(2, 312), uints(4, RATE), uints(2, 0), uints(1, 0)),
                ),
              ),
              fullBox('stts', 0, 0, uints(4, 1, PACKETS, SAMPLES_PER_PACKET)),
              fullBox('stsc', 0, 0, uints(4, 1, 1, PACKETS, 1)),
              fullBox('stsz', 0, 0, uints(4, SILENCE.length, PACKETS)),
              fullBox('stco', 0, 0, uints(4, 1, chunkOffset)),
            ),
          ),
        ),
      ),
    );
  // The chunk's offset is where the samples start: after the header boxes and mdat's own header.
  const moov = moovOf(ftyp.length + moovOf(0).length + 8);
  const mdat = box('mdat', ...Array.from({ length: PACKETS }, () => SILENCE));
  const filler = totalBytes - ftyp.length - moov.length - mdat.length - 8;
  if (filler < 0) throw new Error(`an mp4 needs at least ${totalBytes - filler} bytes`);
  return Buffer.concat([ftyp, moov, mdat, box('free', Buffer.alloc(filler))]);
}
