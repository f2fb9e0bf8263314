/**
 * The counter text of a length-limited input: "12 / 20" with a limit, "12" without. Counts UTF-16
 * code units, as the browser's `maxLength` does, so the counter and the limit always agree.
 */
export function characterCountText(text: string, maxLength?: number): string {
  const count = text.length;
  return maxLength != null && Number.isFinite(maxLength) && maxLength >= 0 ? `${count} / ${maxLength}` : String(count);
}
