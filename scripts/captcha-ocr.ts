// How many captchas an off-the-shelf OCR reads: `node scripts/captcha-ocr.ts [count]`, or the
// `captcha` part of `npm run bench`. It draws captchas with known answers, writes them as PNGs and
// asks Debian's tesseract to read each one twice: as served, and after the clean-up any attacker
// would try first (binarise at mid-grey, drop specks, scale up smoothly on a white margin). Without tesseract it says so
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
import { captchaAlphabet, glyphPixel } from '../apps/gateway/src/auth/captcha-font.ts';
import { encodePng } from '../apps/gateway/src/auth/png.ts';

const run = promisify(execFile);

/** What tesseract read out of `count` captchas: exact answers, as served and cleaned up. */
export interface OcrFigures {
  count: number;
  readAsServed: number;
  readCleaned: number;
  /** Read by the attack made for the font ({@link templateRead}), no OCR needed. */
  readByTemplate: number;
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

/** An attacker's first clean-up: pixels darker than mid-grey are ink, specks dropped. */
function binarise(png: Buffer): { width: number; height: number; kept: boolean[] } {
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
  return { width, height, kept };
}

/**
 * An attack made for a fixed bitmap font: cut the cleaned image into four glyphs at the emptiest
 * columns, sample each glyph's box on the font's 5x7 grid and take the nearest character.
 */
function templateRead(png: Buffer): string {
  const { width, height, kept } = binarise(png);
  const column = Array.from({ length: width }, (_, x) => {
    let ink = 0;
    for (let y = 0; y < height; y++) if (kept[y * width + x]) ink++;
    return ink;
  });
  const inked = column.flatMap((ink, x) => (ink > 0 ? [x] : []));
  const first = inked[0] ?? 0;
  const last = inked[inked.length - 1] ?? width - 1;
  // Cuts at the emptiest column near each quarter of the inked span.
  const cuts = [first];
  for (let k = 1; k < 4; k++) {
    const guess = Math.round(first + ((last - first) * k) / 4);
    let best = guess;
    for (let x = guess - 6; x <= guess + 6; x++) if ((column[x] ?? 99) < (column[best] ?? 99)) best = x;
    cuts.push(best);
  }
  cuts.push(last + 1);
  let answer = '';
  for (let k = 0; k < 4; k++) {
    const left = cuts[k] ?? 0;
    const right = cuts[k + 1] ?? width;
    let top = height;
    let bottom = -1;
    let minX = right;
    let maxX = left - 1;
    for (let y = 0; y < height; y++) {
      for (let x = left; x < right; x++) {
        if (!kept[y * width + x]) continue;
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
    }
    if (bottom < 0) {
      answer += '?';
      continue;
    }
    const cell = (gx: number, gy: number) => {
      const x0 = minX + ((maxX + 1 - minX) * gx) / 5;
      const x1 = minX + ((maxX + 1 - minX) * (gx + 1)) / 5;
      const y0 = top + ((bottom + 1 - top) * gy) / 7;
      const y1 = top + ((bottom + 1 - top) * (gy + 1)) / 7;
      let ink = 0;
      let all = 0;
      for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
        for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
          all++;
          if (kept[y * width + x]) ink++;
        }
      }
      return ink * 2 >= all;
    };
    let bestCharacter = '?';
    let bestScore = -1;
    for (const character of captchaAlphabet) {
      let score = 0;
      for (let gy = 0; gy < 7; gy++)
        for (let gx = 0; gx < 5; gx++) if (cell(gx, gy) === glyphPixel(character, gx, gy)) score++;
      if (score > bestScore) {
        bestScore = score;
        bestCharacter = character;
      }
    }
    answer += bestCharacter;
  }
  return answer;
}

/** The cleaned-up image scaled up for tesseract. */
function cleanUp(png: Buffer): Buffer {
  const { width, height, kept } = binarise(png);
  // Scaled up smoothly (bilinear, then cut at half), which rounds the font's square pixels, on a
  // white margin: both help tesseract, which is trained on print.
  const scale = 4;
  const margin = 16;
  const outWidth = width * scale + 2 * margin;
  const outHeight = height * scale + 2 * margin;
  const out = new Uint8Array(outWidth * outHeight * 3).fill(255);
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && kept[Math.floor(y) * width + Math.floor(x)] ? 1 : 0;
  for (let y = 0; y < height * scale; y++) {
    for (let x = 0; x < width * scale; x++) {
      const u = (x + 0.5) / scale - 0.5;
      const v = (y + 0.5) / scale - 0.5;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const level =
        ink(x0, y0) * (1 - fx) * (1 - fy) +
        ink(x0 + 1, y0) * fx * (1 - fy) +
        ink(x0, y0 + 1) * (1 - fx) * fy +
        ink(x0 + 1, y0 + 1) * fx * fy;
      if (level >= 0.5) {
        const i = ((y + margin) * outWidth + x + margin) * 3;
        out.fill(0, i, i + 3);
      }
    }
  }
  return encodePng(outWidth, outHeight, out);
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
  let readByTemplate = 0;
  const one = async (index: number) => {
    const code = codes[index] as string;
    const png = renderCaptcha(code);
    const served = path.join(directory, `${index}-${code}.png`);
    const cleaned = path.join(directory, `${index}-${code}-clean.png`);
    fs.writeFileSync(served, png);
    fs.writeFileSync(cleaned, cleanUp(png));
    if ((await read(served)) === code) readAsServed++;
    if ((await read(cleaned)) === code) readCleaned++;
    if (templateRead(png) === code) readByTemplate++;
  };
  // Two at a time: tesseract is single-threaded and the machine is shared.
  for (let index = 0; index < count; index += 2) {
    await Promise.all([one(index), ...(index + 1 < count ? [one(index + 1)] : [])]);
  }
  return { count, readAsServed, readCleaned, readByTemplate, directory };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!tesseractAvailable()) {
    console.log('tesseract is not installed (apt-get install tesseract-ocr): captcha OCR not measured');
  } else {
    const figures = await measureCaptchaOcr(Number(process.argv[2] ?? 100));
    console.log(
      `tesseract read ${figures.readAsServed} of ${figures.count} captchas as served, ` +
        `${figures.readCleaned} after clean-up; the attack made for the font read ${figures.readByTemplate} ` +
        `(images in ${figures.directory})`,
    );
  }
}
