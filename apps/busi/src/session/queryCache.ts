// The app's memory of the gateway's reads (issue 44; docs/decisions.md, "The query cache"). A read is
// kept under its key, shared by every component asking for it, asked for once however many ask at
// the same time, and shown at once when a screen asks again while it is checked with the gateway
// (the browser turns that check into a 304 where the gateway sends an ETag). What the memory holds
// never outlives the session or organisation it was read in, and a write through the app forgets
// the reads of its screen's folder.
import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import { mutate, type SWRConfiguration, unload, unstable_serialize } from 'swr';
import { appStore, tokenAtom, userInfoAtom } from './state.ts';

/**
 * A read's key: the endpoint's method and path, its request compared by value, the language (the
 * gateway answers names and texts in it). The session and organisation are not in the key: the
 * memory is emptied when either changes ({@link forgetOnScopeChange}).
 */
export type QueryKey = readonly [call: string, request: string, locale: string];

/** The key of `endpoint` read with `request` in `locale`. */
export function queryKey(endpoint: Endpoint, request: unknown, locale: string): QueryKey {
  return [`${endpoint.method} ${endpoint.path}`, JSON.stringify(request ?? {}), locale];
}

/**
 * How every read behaves. Each key is asked for once while a request for it is on the way
 * (`dedupingInterval: 0`: an answer that has come is checked again by the next screen that mounts,
 * never trusted for a while). A failure is shown, not retried behind the person's back: the screen
 * offers Retry. Reads are checked again when a screen mounts, after a write of their folder, on
 * Refresh or Retry and, for live views, on their interval; not on every return to the window, where
 * a form being filled in would be checked for nothing.
 */
export const QUERY_OPTIONS = {
  dedupingInterval: 0,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // A new filter keeps the rows of the one before on screen, marked as loading, until its own come.
  keepPreviousData: true,
} as const satisfies SWRConfiguration;

/**
 * Where a call's path lives: the back-office screen's top folder under `/api/busi/web/` (a nested
 * folder such as `grade/promotion` belongs to `grade`: promoting changes the grades), else the path
 * without its last segment.
 */
export function folderOf(path: string): string {
  const screen = /^\/api\/busi\/web\/[^/]+\//.exec(path);
  return screen ? screen[0] : path.slice(0, path.lastIndexOf('/') + 1);
}

/** Whether a successful write of `written` makes the read under `key` out of date. */
export function isAffectedBy(written: Endpoint, key: QueryKey): boolean {
  const path = key[0].slice(key[0].indexOf(' ') + 1);
  return path.startsWith(folderOf(written.path));
}

/** Every key read into memory since it was last emptied, by its serialised form. */
const known = new Map<string, QueryKey>();

/**
 * The reader of `endpoint`'s keys the cache calls: `call` (the app's gateway client) with the
 * request the key holds. It notes each key read, for a write's invalidation to find.
 */
export function readerOf<E extends Endpoint>(
  endpoint: E,
  call: (endpoint: E, request: RequestOf<E>) => Promise<DataOf<E>>,
): (key: QueryKey) => Promise<DataOf<E>> {
  return (key) => {
    known.set(unstable_serialize(key), key);
    return call(endpoint, JSON.parse(key[1]) as RequestOf<E>);
  };
}

/** How many mounted components show each key (by its serialised form). */
const mounted = new Map<string, number>();

/** Counts a component showing `key`; the returned function uncounts it. */
export function mountKey(key: QueryKey): () => void {
  const id = unstable_serialize(key);
  mounted.set(id, (mounted.get(id) ?? 0) + 1);
  return () => {
    const left = (mounted.get(id) ?? 1) - 1;
    if (left > 0) mounted.set(id, left);
    else mounted.delete(id);
  };
}

/** The checks under way that a Refresh asked right after may join instead of asking again. */
const checking = new Map<string, Promise<unknown>>();

/**
 * Checks `key` with the gateway again: one request, joined by any other check of the key asked
 * before it ends (a write's invalidation and the screen's own reload after it are one request).
 */
export function revalidate(key: QueryKey): Promise<unknown> {
  const id = unstable_serialize(key);
  const under = checking.get(id);
  if (under) return under;
  const started = mutate(key).finally(() => checking.delete(id));
  checking.set(id, started);
  return started;
}

/**
 * After a successful write: every read of the written call's folder is out of date. Those on screen
 * are checked again at once (the requests start before this returns, so the screen's own reload
 * right after joins them); the others are forgotten, so a screen that shows one later waits for the
 * gateway's answer rather than showing rows from before the write.
 */
export function invalidateAfter(written: Endpoint): Promise<unknown> {
  const checks: Promise<unknown>[] = [];
  for (const [id, key] of known) {
    if (!isAffectedBy(written, key)) continue;
    if (mounted.has(id)) checks.push(revalidate(key));
    else {
      known.delete(id);
      checks.push(mutate(key, undefined, { revalidate: false }));
    }
  }
  return Promise.all(checks);
}

/** The session and organisation the memory's answers were read in. */
function scopeNow(): string {
  const token = appStore.get(tokenAtom);
  return `${token?.tokenType ?? ''} ${token?.accessToken ?? ''}|${appStore.get(userInfoAtom)?.currentAccount?.orgId ?? ''}`;
}

let scope = scopeNow();

/**
 * Empties the memory when the session or the organisation changes (sign-out, a 401, a new sign-in,
 * switching account): nothing read for one organisation or person may show under another. Reads on
 * screen lose their answer at once and ask nothing in between: a sign-out goes to the sign-in page
 * and a switch reloads the app (FrameLayout), and a read asked halfway through a switch would go
 * out before the new role is chosen.
 */
function forgetOnScopeChange(): void {
  const next = scopeNow();
  if (next === scope) return;
  scope = next;
  known.clear();
  unload({ revalidate: false });
}

appStore.sub(tokenAtom, forgetOnScopeChange);
appStore.sub(userInfoAtom, forgetOnScopeChange);
