/**
 * How often a person opened each screen of a frame, so the home page can offer the ones they use
 * most. Kept per account, role and frame in the browser's local storage; pure here, stored by
 * `useVisits`.
 */

/** Visits by screen path (`/k12/org/class`). */
export type Visits = Readonly<Record<string, number>>;

/** At most this many screens are remembered: past it, the least visited is forgotten. */
export const MAX_REMEMBERED_SCREENS = 40;

/** Where the visits of an account's role in a frame are kept. */
export function visitsKey(
  accountId: string | null | undefined,
  roleId: string | null | undefined,
  typePath: string,
): string {
  return `busi.visits:${accountId ?? ''}:${roleId ?? ''}:${typePath}`;
}

/**
 * Stored visits read back: anything but a map of app paths to positive whole counts (an older
 * shape, a hand edit) is dropped rather than trusted.
 */
export function parseVisits(stored: string | null): Visits {
  if (!stored) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const visits: Record<string, number> = {};
  for (const [path, count] of Object.entries(value)) {
    if (path.startsWith('/') && Number.isSafeInteger(count) && (count as number) > 0) visits[path] = count as number;
  }
  const entries = Object.entries(visits);
  if (entries.length <= MAX_REMEMBERED_SCREENS) return visits;
  return Object.fromEntries(entries.sort(([, a], [, b]) => b - a).slice(0, MAX_REMEMBERED_SCREENS));
}

/** The visits once `path` was opened once more. */
export function recordVisit(visits: Visits, path: string): Visits {
  const { [path]: before = 0, ...others } = visits;
  // The screen just opened stays, even where the others were all visited more.
  const kept = Object.entries(others)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_REMEMBERED_SCREENS - 1);
  return { ...Object.fromEntries(kept), [path]: Math.min(before + 1, Number.MAX_SAFE_INTEGER) };
}

/**
 * The `count` screens to offer first: the most visited of `screens` (the role's menu, in its order),
 * then, where fewer were visited, the menu's first ones. A remembered screen the menu no longer has
 * is never offered.
 */
export function mostUsed<S extends { href: string }>(visits: Visits, screens: readonly S[], count: number): S[] {
  const visited = screens
    .map((screen, order) => ({ screen, order, visits: visits[screen.href] ?? 0 }))
    .filter((entry) => entry.visits > 0)
    .sort((a, b) => b.visits - a.visits || a.order - b.order)
    .map((entry) => entry.screen);
  const rest = screens.filter((screen) => !visited.includes(screen));
  return [...visited, ...rest].slice(0, count);
}
