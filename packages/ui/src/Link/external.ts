/**
 * Whether a link leaves the app: an absolute http(s) address (or a protocol-relative one) on
 * another origin than `currentOrigin`. Without `currentOrigin` every absolute address counts.
 * `mailto:`, `tel:` and relative paths are not external.
 */
export function isExternalHref(href: string | undefined, currentOrigin?: string): boolean {
  if (!href) return false;
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed, currentOrigin ?? 'https://app.invalid');
    return currentOrigin ? url.origin !== new URL(currentOrigin).origin : true;
  } catch {
    return false;
  }
}
