// Secrets the gateway must read back (a partner platform's signing secret: HMAC is checked with the
// secret itself, so a one-way hash cannot serve), sealed at rest with AES-256-GCM under the
// gateway's secrets key. A copy of the database alone then gives no secret away; the key lives
// outside it (`SECRETS_KEY`, or a key file beside the data: see `loadSecretsKey`).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key length AES-256 takes. */
const KEY_BYTES = 32;
/** GCM's recommended nonce length. */
const IV_BYTES = 12;
/** Marks the format, so a later one (another cipher, a rotated key's id) can be told apart. */
const FORMAT = 'v1';

/** Seals and opens secrets with one key. */
export interface SecretBox {
  seal(secret: string): string;
  /** The secret of `sealed`; throws when it was not sealed with this key or was altered. */
  open(sealed: string): string;
}

/** A box over a 32-byte key. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes, not ${key.length}`);
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('Not a sealed secret of this gateway');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Reads `SECRETS_KEY`: 32 bytes written as base64 (44 characters) or hex (64). */
export function parseSecretsKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('SECRETS_KEY must be 32 bytes written as base64 (44 characters) or hex (64 characters)');
  }
  return key;
}

/**
 * The gateway's secrets key: `SECRETS_KEY` when set (every gateway of a deployment must share it);
 * otherwise `secrets.key` in the data directory, made on the first start (readable by the owner
 * only), which serves a single gateway. Losing the key loses the partners' secrets: they are
 * rotated, not recovered.
 */
export function loadSecretsKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretsKey(fs.readFileSync(file, 'utf8').trim());
}
