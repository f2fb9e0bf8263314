// The import's worker thread: it reads the uploaded workbook (its open file, shared with the main
// thread) and sends its rows back in batches, a few batches ahead at most, so that parsing a bomb
// or a 100,000-row sheet never holds up the gateway's requests and the rows in flight stay few.
import { parentPort, workerData } from 'node:worker_threads';
import { openSheetReader, RefusedWorkbook, refusalFor, type SheetReader, type SheetRow } from './reader.ts';
import { ZipRefusal } from './zip.ts';

/** What the main thread asks: a pass over the sheet, or one batch more. */
export type ToWorker = { type: 'read' } | { type: 'more' };

/** What the worker answers. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'end' }
  | { type: 'refused'; refusal: ReturnType<typeof refusalFor> }
  | { type: 'failed'; message: string };

/** Rows per batch: the import writes as many per transaction. */
const BATCH_ROWS = 500;
/** Batches sent and not yet taken by the main thread. */
const BATCHES_AHEAD = 2;

const port = parentPort;
if (!port) throw new Error('imports/worker.ts runs as a worker thread');
const { fd } = workerData as { fd: number };

const post = (message: FromWorker) => port.postMessage(message);
const failure = (error: unknown): FromWorker =>
  error instanceof RefusedWorkbook || error instanceof ZipRefusal
    ? { type: 'refused', refusal: refusalFor(error) }
    : { type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };

let credit = BATCHES_AHEAD;
let wake: (() => void) | null = null;

async function pass(reader: SheetReader): Promise<void> {
  credit = BATCHES_AHEAD;
  let batch: SheetRow[] = [];
  const send = async () => {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit -= 1;
    post({ type: 'rows', rows: batch });
    batch = [];
  };
  try {
    await reader.readRows(
      (row) => batch.push(row),
      async () => {
        if (batch.length >= BATCH_ROWS) await send();
      },
    );
    if (batch.length > 0) await send();
    post({ type: 'end' });
  } catch (error) {
    post(failure(error));
  }
}

// The worker stays until the main thread ends it, even after a refusal: a worker that ended by
// itself could be seen to stop before its last answer arrived.
let reader: SheetReader | null = null;
port.on('message', (message: ToWorker) => {
  if (message.type === 'more') {
    credit += 1;
    wake?.();
    wake = null;
  } else if (reader) void pass(reader);
});
try {
  reader = await openSheetReader(fd);
  post({ type: 'ready' });
} catch (error) {
  post(failure(error));
}
