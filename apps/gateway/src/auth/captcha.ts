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

/** Draws `code` as a noisy PNG: jittered, sheared, scaled glyphs over lines and dots. */
export function renderCaptcha(code: string): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const background = [240 + randomInt(10), 244 + randomInt(10), 248 + randomInt(7)];
  for (let i = 0; i < width * height; i++) rgb.set(background as number[], i * 3);
  const plot = (x: number, y: number, colour: number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    rgb.set(colour, (Math.floor(y) * width + Math.floor(x)) * 3);
  };
  for (let line = 0; line < 4; line++) {
    const colour = [120 + randomInt(100), 120 + randomInt(100), 120 + randomInt(100)];
    let x = 0;
    const y = randomInt(height);
    const slope = (randomInt(height) - y) / width;
    for (; x < width; x++) plot(x, y + slope * x, colour);
  }
  [...code].forEach((character, index) => {
    const colour = [randomInt(90), randomInt(90), 60 + randomInt(90)];
    const scale = 4;
    const left = 8 + index * 27 + randomInt(5);
    const top = 3 + randomInt(8);
    // A slight slant defeats naive template matching while staying easy to read.
    const shear = (randomInt(5) - 2) / 10;
    for (let gy = 0; gy < 7; gy++) {
      for (let gx = 0; gx < 5; gx++) {
        if (!glyphPixel(character, gx, gy)) continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = top + gy * scale + dy;
            plot(left + gx * scale + dx + shear * (y - height / 2), y, colour);
          }
        }
      }
    }
  });
  for (let dot = 0; dot < 120; dot++) {
    plot(randomInt(width), randomInt(height), [randomInt(200), randomInt(200), randomInt(200)]);
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
