import { createHash, randomInt } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { captcha } from '../db/schema.ts';
import { captchaAlphabet, glyphPixel } from './captcha-font.ts';
import { encodePng } from './png.ts';

/** How long a captcha answer stays valid (DESIGN 4: minutes). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const length = 4;
const width = 120;
const height = 40;

function answerHash(randomStr: string, code: string): string {
  return createHash('sha256').update(`${randomStr}:${code.trim().toUpperCase()}`).digest('hex');
}

/** A random number in [low, high). */
function between(low: number, high: number): number {
  return low + (randomInt(1_000_000) / 1_000_000) * (high - low);
}

/** Squared distance from (x, y) to the segment (ax, ay)-(bx, by). */
function squaredSegmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
  const ex = x - ax - t * dx;
  const ey = y - ay - t * dy;
  return ex * ex + ey * ey;
}

/**
 * One character drawn three ways from the 5x7 font, so no two captchas share glyph shapes: `stroke`
 * joins neighbouring cells with lines (a pen font), `dots` draws each cell as a disc, `blocks` as a
 * rounded square. Each answers the distance (in cells) from a point to the glyph's ink.
 */
function glyphShape(character: string, style: 'stroke' | 'dots' | 'blocks'): (x: number, y: number) => number {
  const cells: Array<[number, number]> = [];
  for (let gy = 0; gy < 7; gy++) for (let gx = 0; gx < 5; gx++) if (glyphPixel(character, gx, gy)) cells.push([gx, gy]);
  const lit = (gx: number, gy: number) => glyphPixel(character, gx, gy);
  const segments: Array<[number, number, number, number]> = [];
  for (const [gx, gy] of cells) {
    if (lit(gx + 1, gy)) segments.push([gx, gy, gx + 1, gy]);
    if (lit(gx, gy + 1)) segments.push([gx, gy, gx, gy + 1]);
    // Diagonals only where no straight path joins the two cells, as a pen would draw them.
    if (lit(gx + 1, gy + 1) && !lit(gx + 1, gy) && !lit(gx, gy + 1)) segments.push([gx, gy, gx + 1, gy + 1]);
    if (lit(gx - 1, gy + 1) && !lit(gx - 1, gy) && !lit(gx, gy + 1)) segments.push([gx, gy, gx - 1, gy + 1]);
    segments.push([gx, gy, gx, gy]);
  }
  if (style === 'stroke') {
    return (x, y) => {
      let best = Number.POSITIVE_INFINITY;
      for (const [ax, ay, bx, by] of segments) best = Math.min(best, squaredSegmentDistance(x, y, ax, ay, bx, by));
      return Math.sqrt(best);
    };
  }
  return (x, y) => {
    let best = Number.POSITIVE_INFINITY;
    for (const [gx, gy] of cells) {
      const d =
        style === 'dots'
          ? Math.sqrt((x - gx) ** 2 + (y - gy) ** 2)
          : Math.max(Math.abs(x - gx), Math.abs(y - gy)) * 0.85;
      best = Math.min(best, d);
    }
    return best;
  };
}

interface PlacedGlyph {
  distance: (x: number, y: number) => number;
  /** Centre on the canvas, and the inverse of its rotation, shear and scale. */
  cx: number;
  cy: number;
  inverse: [number, number, number, number];
  /** Half the ink's thickness, in cells. */
  weight: number;
  colour: number[];
  /** The canvas box the glyph can reach. */
  box: [number, number, number, number];
}

/**
 * Draws `code` as a PNG built to resist off-the-shelf OCR while staying easy to read: each glyph in
 * its own style, colour, rotation, shear, size and height, the glyphs close enough to touch, the
 * whole warped by a wave, with curves in the glyphs' own colours through them and specks around.
 * It has its own light background, so it reads the same in a dark theme.
 */
export function renderCaptcha(code: string): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const base = [232 + randomInt(16), 236 + randomInt(14), 240 + randomInt(12)];
  const tint = [randomInt(18) - 9, randomInt(18) - 9, randomInt(18) - 9];
  // The background's grain needs no secret randomness: a small generator seeded once is enough and
  // spares thousands of calls to the system's random source.
  let seed = randomInt(1, 2 ** 31);
  const grain = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) % 7) - 3;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        rgb[i + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + ((tint[c] ?? 0) * x) / width + grain()));
      }
    }
  }
  const blend = (x: number, y: number, colour: number[], alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height || alpha <= 0) return;
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) rgb[i + c] = Math.round((rgb[i + c] ?? 0) * (1 - alpha) + (colour[c] ?? 0) * alpha);
  };
  const inkColour = () => {
    const hue = randomInt(3);
    return [0, 1, 2].map((c) => (c === hue ? 60 + randomInt(70) : randomInt(70)));
  };

  const styles = ['stroke', 'dots', 'blocks'] as const;
  const glyphs: PlacedGlyph[] = [...code].map((character, index) => {
    const angle = between(-0.3, 0.3);
    const shear = between(-0.25, 0.25);
    const sx = between(3.2, 4);
    const sy = between(3.2, 3.7);
    // Forward: canvas = R(angle) * Shear * Scale * cell; the inverse is what each pixel needs.
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const a = cos * sx;
    const b = (cos * shear - sin) * sy;
    const c = sin * sx;
    const d = (sin * shear + cos) * sy;
    const det = a * d - b * c;
    const cx = 17 + index * 26 + between(-3, 3);
    const cy = height / 2 + between(-2, 2);
    const reach = 22;
    const style = styles[randomInt(styles.length)] ?? 'stroke';
    return {
      distance: glyphShape(character, style),
      cx,
      cy,
      inverse: [d / det, -b / det, -c / det, a / det],
      weight: style === 'stroke' ? between(0.4, 0.55) : between(0.62, 0.72),
      colour: inkColour(),
      box: [cx - reach, cy - reach, cx + reach, cy + reach],
    };
  });

  // A gentle wave bends the whole line of text, so no glyph sits on a straight baseline.
  const waveX = between(1.2, 2.2);
  const waveY = between(1.5, 2.8);
  const phaseX = between(0, Math.PI * 2);
  const phaseY = between(0, Math.PI * 2);
  const periodX = between(18, 28);
  const periodY = between(30, 45);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x + 0.5 + waveX * Math.sin((2 * Math.PI * y) / periodX + phaseX);
      const v = y + 0.5 + waveY * Math.sin((2 * Math.PI * x) / periodY + phaseY);
      for (const glyph of glyphs) {
        const [left, top, right, bottom] = glyph.box;
        if (u < left || u > right || v < top || v > bottom) continue;
        const [ia, ib, ic, id] = glyph.inverse;
        const gx = ia * (u - glyph.cx) + ib * (v - glyph.cy) + 2;
        const gy = ic * (u - glyph.cx) + id * (v - glyph.cy) + 3;
        if (gx < -1.5 || gx > 5.5 || gy < -1.5 || gy > 7.5) continue;
        // Anti-aliased edge: about one canvas pixel of soft border around the ink.
        const alpha = Math.min(1, Math.max(0, (glyph.weight - glyph.distance(gx, gy)) * 4 + 0.5));
        blend(x, y, glyph.colour, alpha);
      }
    }
  }

  // Curves through the text in the glyphs' own colours: a threshold cannot tell them from ink.
  for (let curve = 0; curve < 2; curve++) {
    const colour = glyphs[randomInt(glyphs.length)]?.colour ?? inkColour();
    const middle = between(12, height - 12);
    const amplitude = between(3, 7);
    const period = between(50, 110);
    const phase = between(0, Math.PI * 2);
    const thickness = between(0.5, 0.8);
    for (let x = 0; x < width; x++) {
      const centre = middle + amplitude * Math.sin((2 * Math.PI * x) / period + phase);
      for (let y = Math.floor(centre - 2); y <= Math.ceil(centre + 2); y++) {
        blend(x, y, colour, Math.min(1, Math.max(0, thickness - Math.abs(y + 0.5 - centre) + 0.5)));
      }
    }
  }
  for (let line = 0; line < 3; line++) {
    const colour = [110 + randomInt(110), 110 + randomInt(110), 110 + randomInt(110)];
    const y0 = randomInt(height);
    const slope = (randomInt(height) - y0) / width;
    for (let x = 0; x < width; x++) blend(x, Math.floor(y0 + slope * x), colour, 0.8);
  }
  for (let dot = 0; dot < 90; dot++) {
    const colour = randomInt(2) === 0 ? inkColour() : [randomInt(230), randomInt(230), randomInt(230)];
    const x = randomInt(width);
    const y = randomInt(height);
    blend(x, y, colour, 1);
    if (randomInt(3) === 0) blend(x + 1, y, colour, 1);
  }
  return encodePng(width, height, rgb);
}

/**
 * Makes a new answer for `randomStr` (replacing any earlier one) and returns its image. `code`
 * is for tests that need to know the answer; by default it is random.
 */
export async function issueCaptcha(
  db: Database,
  randomStr: string,
  options: { now?: Date; code?: string } = {},
): Promise<Buffer> {
  const now = options.now ?? new Date();
  const code =
    options.code ?? Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.delete(captcha).where(lt(captcha.expiresAt, now));
  await db
    .insert(captcha)
    .values({ randomStr, answerHash: answerHash(randomStr, code), expiresAt })
    .onConflictDoUpdate({ target: captcha.randomStr, set: { answerHash: answerHash(randomStr, code), expiresAt } });
  return renderCaptcha(code);
}

/**
 * Checks and removes the answer for `randomStr`: right or wrong, it cannot be used again.
 * `testCode` (from CAPTCHA_TEST_CODE, refused in production) is accepted for any live captcha.
 */
export async function consumeCaptcha(
  db: Database,
  randomStr: string,
  code: string,
  options: { now?: Date; testCode?: string | undefined } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [row] = await db.delete(captcha).where(eq(captcha.randomStr, randomStr)).returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  if (options.testCode && code.trim().toUpperCase() === options.testCode.toUpperCase()) return true;
  return row.answerHash === answerHash(randomStr, code);
}
