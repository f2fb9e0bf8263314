/**
 * A random key for a captcha image. `crypto.getRandomValues` works without a secure context
 * (unlike `randomUUID`), so a school's plain-HTTP address still signs in.
 */
export function newCaptchaKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
