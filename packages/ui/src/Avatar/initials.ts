// Han ideographs (with extensions and compatibility forms), kana and hangul: scripts whose
// names are written without spaces and read character by character.
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The letters an avatar shows when it has no picture. A CJK name shows its given name: the whole
 * name when it has one or two characters (张三 → 张三), otherwise the last two (欧阳娜娜 → 娜娜).
 * Other names show the first letters of their first and last words, upper-cased
 * (Li Lei → LL, madonna → M). Empty or blank names give an empty string.
 */
export function initialsOf(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim().replace(/[·・•.]/g, ' ');
  if (trimmed === '') return '';
  const chars = Array.from(trimmed.replace(/\s+/g, ''));
  if (chars.some((char) => cjk.test(char))) {
    const cjkChars = chars.filter((char) => cjk.test(char));
    return cjkChars.slice(-2).join('');
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + letter(last)).toLocaleUpperCase();
}

/** A stable small number for a name, to pick the same colour for the same person every time. */
export function colourIndexOf(name: string | null | undefined, count: number): number {
  if (count <= 0) return 0;
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % count;
}
