// The `content-disposition` header of file answers (SPEC 7): the file name, in ASCII and as RFC 5987
// UTF-8 (Chinese names), and for an import the success and failure counts, written by the gateway and
// read by the client with the same rules.

/** What a `content-disposition` header says. */
export interface Disposition {
  /** `inline` or `attachment`. */
  type: string;
  /** The file name, from `filename*` (UTF-8) before `filename`; undefined when it names none. */
  fileName: string | undefined;
  /** Every parameter by lower-case name, values unquoted (`filename*` still encoded). */
  params: Record<string, string>;
}

/** The counts of an import answer (SPEC 7: named by its `content-disposition`). */
export interface ImportCounts {
  successCount: number;
  failureCount: number;
}

function decodeExtended(value: string): string | undefined {
  const match = /^([\w-]+)'[\w-]*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/** Reads a `content-disposition` header: `attachment; filename="a.xlsx"; filename*=UTF-8''%E5%AD%A6.xlsx`. */
export function parseDisposition(header: string | null | undefined): Disposition {
  const params: Record<string, string> = {};
  const text = header ?? '';
  const type = (/^\s*([^;\s]*)/.exec(text)?.[1] ?? '').toLowerCase();
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    if (!(name in params)) params[name] = value;
  }
  const extended = params['filename*'] === undefined ? undefined : decodeExtended(params['filename*']);
  const plain = params.filename;
  return { type, fileName: extended ?? (plain === undefined || plain === '' ? undefined : plain), params };
}

/** The counts an import answer's disposition names; undefined when it names none or bad ones. */
export function importCountsOf(disposition: Disposition): ImportCounts | undefined {
  const count = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : NaN);
  const successCount = count(disposition.params.successcount);
  const failureCount = count(disposition.params.failurecount);
  return Number.isNaN(successCount) || Number.isNaN(failureCount) ? undefined : { successCount, failureCount };
}

/**
 * A `content-disposition` value: the name as an ASCII fallback (non-ASCII replaced by `_`) and as
 * RFC 5987 UTF-8, and for an import answer its counts, e.g.
 * `attachment; filename="_____.xlsx"; filename*=UTF-8''%E5%AD%A6....xlsx; successCount=95; failureCount=5`.
 */
export function formatDisposition(
  type: 'inline' | 'attachment',
  fileName: string | undefined,
  counts?: ImportCounts,
): string {
  const parts: string[] = [type];
  if (fileName !== undefined && fileName !== '') {
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const encoded = encodeURIComponent(fileName).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    parts.push(`filename="${ascii}"`, `filename*=UTF-8''${encoded}`);
  }
  if (counts) parts.push(`successCount=${counts.successCount}`, `failureCount=${counts.failureCount}`);
  return parts.join('; ');
}
