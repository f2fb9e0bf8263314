// Paging a list read group by group, where each group keeps the count of its rows in its own row
// (a class its students, migration 0014; docs/decisions.md "Class counts kept by the database").
// The groups in order give the total and the groups a page's rows lie in, and only those groups'
// rows are read, each from its own index: page 1000 costs what page 1 does, and no page counts
// the rows nor skips over the pages before it.
import { type Page, type PageRequest, type PageWindow, pageAnswer, pageWindow } from './paging.ts';

/** A group of a list, in the list's order, with how many of its rows the database keeps counted. */
export interface CountedGroup {
  id: string;
  rows: number;
}

/** The groups a window's rows lie in, with where the window starts in the first of them. */
export function groupsCovering(
  groups: readonly CountedGroup[],
  window: PageWindow,
): { total: number; covering: string[]; offsetInFirst: number } {
  let total = 0;
  let before = 0;
  const covering: string[] = [];
  for (const { id, rows } of groups) {
    if (total + rows > window.offset && total < window.offset + window.limit) {
      if (covering.length === 0) before = total;
      covering.push(id);
    }
    total += rows;
  }
  return { total, covering, offsetInFirst: window.offset - before };
}

/**
 * One page of a list whose `groups` (read in the list's order, each with its kept count) hold its
 * rows: the total is the groups' counts added up, and `rowsOf` reads a group's rows in the list's
 * order within it, from the page's start in the first group and from the start in the next ones,
 * until the page is full. A list may use it only in an order that goes group by group, and with
 * filters that narrow whole groups (a grade, a class): a filter on the rows themselves would make
 * the kept counts wrong, and such a list counts its rows instead.
 */
export async function pageOfCountedGroups<R>(
  input: PageRequest,
  groups: PromiseLike<readonly CountedGroup[]>,
  rowsOf: (groupId: string, window: PageWindow) => Promise<R[]>,
): Promise<Page<R>> {
  const window = pageWindow(input);
  const { total, covering, offsetInFirst } = groupsCovering(await groups, window);
  const records: R[] = [];
  let offset = offsetInFirst;
  for (const groupId of covering) {
    records.push(...(await rowsOf(groupId, { limit: window.limit - records.length, offset })));
    offset = 0;
  }
  return pageAnswer(input, total, records);
}
