import { useState } from 'react';
import type { Page } from './defineResource.ts';

/**
 * A large list's step to the page next to the one shown, by the cursor its answer gave (read by
 * key, docs/decisions.md "Large lists"). The cursor is kept with the request it follows from, so a
 * change of filters, sort or page size drops it and the page is asked by its number instead.
 */
export function usePageCursor(request: object, page: { pageNum: number; pageSize: number }) {
  const [step, setStep] = useState<{ after: string; pageNum: number; cursor: string }>();
  const asked = JSON.stringify({ ...request, pageSize: page.pageSize });
  const cursor = step && step.after === asked && step.pageNum === page.pageNum ? { cursor: step.cursor } : {};
  /** Keeps the cursor to `pageNum` that `data` (the page shown) gives, when it is a neighbour of the same size. */
  const remember = <Row>(data: Page<Row> | undefined, pageNum: number, pageSize: number) => {
    const next = pageSize === page.pageSize ? neighbourCursor(data, page.pageNum, pageNum) : undefined;
    setStep(next === undefined ? undefined : { after: asked, pageNum, cursor: next });
  };
  return { cursor, remember };
}

/** The cursor of page `to` in `data`, the answer of page `from`, where `to` is next to it. */
function neighbourCursor<Row>(data: Page<Row> | undefined, from: number, to: number): string | undefined {
  if (to === from + 1) return data?.cursors?.next;
  if (to === from - 1) return data?.cursors?.previous;
  return undefined;
}
