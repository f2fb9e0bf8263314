// How many captchas an off-the-shelf OCR reads: `node scripts/captcha-ocr.ts [count]`, or the
// `captcha` part of `npm run bench`. It draws captchas with known answers, writes them as PNGs and
// asks Debian's tesseract to read each one twice: as served, and after the clean-up any attacker
// would try first (binarise at mid-grey, drop specks, scale up three times). Without tesseract it says so
// and measures nothing.
import { execFile, execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { renderCaptcha } from '../apps/gateway/src/auth/captcha.ts';
import { captchaAlphabet } from '../apps/gateway/src/auth/captcha-font.ts';
import { encodePng } from '../apps/gateway/src/auth/png.ts';

const run = promisify(execFile);

/** What tesseract read out of `count` captchas: exact answers, as served and cleaned up. */
export interface OcrFigures {
  count: number;
  readAsServed: number;
  readCleaned: number;
  /** Where the PNGs were written, to look at some. */
  directory: string;
}

/** Whether the `tesseract` command is installed. */
export function tesseractAvailable(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The RGB pixels of a PNG written by our own encoder (8-bit RGB, filter 0 on every row). */
function decodeOwnPng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const parts: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    rgb.set(raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1)), y * width * 3);
  }
  return { width, height, rgb };
}

/** An attacker's first clean-up: pixels darker than mid-grey black, specks dropped, scaled up 3x. */
function cleanUp(png: Buffer): Buffer {
  const { width, height, rgb } = decodeOwnPng(png);
  const light = (i: number) => (rgb[i * 3] ?? 0) + (rgb[i * 3 + 1] ?? 0) + (rgb[i * 3 + 2] ?? 0);
  const dark = Array.from({ length: width * height }, (_, i) => light(i) < 3 * 128);
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && dark[y * width + x];
  // Despeckle: a dark pixel with fewer than three dark neighbours is noise.
  const kept = dark.map((on, i) => {
    if (!on) return false;
    const x = i % width;
    const y = Math.floor(i / width);
    let neighbours = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && at(x + dx, y + dy)) neighbours++;
    return neighbours >= 3;
  });
  const scale = 3;
  const out = new Uint8Array(width * scale * height * scale * 3).fill(255);
  for (let y = 0; y < height * scale; y++) {
    for (let x = 0; x < width * scale; x++) {
      if (kept[Math.floor(y / scale) * width + Math.floor(x / scale)]) {
        out.fill(0, (y * width * scale + x) * 3, (y * width * scale + x) * 3 + 3);
      }
    }
  }
  return encodePng(width * scale, height * scale, out);
}

async function read(file: string): Promise<string> {
  const { stdout } = await run('tesseract', [
    file,
    '-',
    '--psm',
    '7',
    '-c',
    `tessedit_char_whitelist=${captchaAlphabet}`,
  ]);
  return stdout.replace(/\s+/g, '').toUpperCase();
}

/** Draws `count` captchas and counts the ones tesseract reads exactly. */
export async function measureCaptchaOcr(count = 100): Promise<OcrFigures> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-ocr-'));
  const codes = Array.from({ length: count }, () =>
    Array.from({ length: 4 }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join(''),
  );
  let readAsServed = 0;
  let readCleaned = 0;
  const one = async (index: number) => {
    const code = codes[index] as string;
    const png = renderCaptcha(code);
    const served = path.join(directory, `${index}-${code}.png`);
    const cleaned = path.join(directory, `${index}-${code}-clean.png`);
    fs.writeFileSync(served, png);
    fs.writeFileSync(cleaned, cleanUp(png));
    if ((await read(served)) === code) readAsServed++;
    if ((await read(cleaned)) === code) readCleaned++;
  };
  // Two at a time: tesseract is single-threaded and the machine is shared.
  for (let index = 0; index < count; index += 2) {
    await Promise.all([one(index), ...(index + 1 < count ? [one(index + 1)] : [])]);
  }
  return { count, readAsServed, readCleaned, directory };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!tesseractAvailable()) {
    console.log('tesseract is not installed (apt-get install tesseract-ocr): captcha OCR not measured');
  } else {
    const figures = await measureCaptchaOcr(Number(process.argv[2] ?? 100));
    console.log(
      `tesseract read ${figures.readAsServed} of ${figures.count} captchas as served, ` +
        `${figures.readCleaned} after clean-up (images in ${figures.directory})`,
    );
  }
}
