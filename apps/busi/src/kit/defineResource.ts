// A list screen declared once: which endpoints serve it, how a row is named and keyed, which
// actions it offers. `ResourceList` renders the declaration with the columns and filters the
// screen gives it, so a new list is a declaration and a few columns, not a page written by hand.
import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import type { AppMessageId } from '../i18n/messages.ts';
import type { SuccessMessage } from '../session/useGateway.ts';

/** The answer of a page endpoint. */
export interface Page<Row> {
  records: readonly Row[];
  total: number;
  /** Set by a large list whose total is the database's estimate: the pager says "about" it. */
  totalIsEstimate?: true;
  /** A large list's cursors of the pages next to this one, which the next request may carry. */
  cursors?: { previous?: string; next?: string };
}

/**
 * An endpoint that answers a page of records, or a whole list that is short by nature (academic
 * years, grades), which the list then pages in the browser.
 */
export type PageEndpoint = Endpoint & { data: { _zod: { output: Page<object> | readonly object[] } } };

/** One record of a page endpoint's answer. */
export type RowOf<E extends PageEndpoint> =
  DataOf<E> extends Page<infer Row extends object>
    ? Row
    : DataOf<E> extends readonly (infer Row extends object)[]
      ? Row
      : never;

/** The filter fields of a page endpoint's request: everything but the page itself. */
export type FilterName<E extends PageEndpoint> = Exclude<Extract<keyof RequestOf<E>, string>, 'pageNum' | 'pageSize'>;

// The prefixes of the message catalogue that carry a given text, e.g. `citizens` for `citizens.title`.
type MessagePrefix<Text extends string> = AppMessageId extends infer Id
  ? Id extends `${infer Prefix}.${Text}`
    ? Prefix
    : never
  : never;

/** A list's texts: `<prefix>.title` and `<prefix>.empty`, and by feature `.add`, `.deleteTitle`, `.deleteMessage`. */
export type ListTexts = MessagePrefix<'title'> & MessagePrefix<'empty'>;

/** A write bound to its request, ready to be run by the list (which tells the person how it went). */
export interface BoundCall {
  run(
    runner: <C extends Endpoint>(endpoint: C, request: RequestOf<C>, success?: SuccessMessage) => Promise<unknown>,
    success: SuccessMessage,
  ): Promise<unknown>;
}

/** Binds `request` to `endpoint`, typed by the contract. */
export function call<C extends Endpoint>(endpoint: C, request: RequestOf<C>): BoundCall {
  return { run: (runner, success) => runner(endpoint, request, success) };
}

/** The statuses a row's enable or disable button toggles between. */
export type Enablement = 'enabled' | 'disabled';

/** A list resource, by the type of its rows and the names of its filters. */
export interface Resource<Row extends object, Filter extends string> {
  /** The menu function of the screen, written on it as `data-screen`. */
  screen: string;
  /** The message prefix of the list's texts. */
  texts: ListTexts;
  /**
   * The endpoint of the list's pages (or of the whole list) of `Row`s; also what the export reads.
   * A paged list's contract names the row fields it sorts by (`sorts`).
   */
  page: Endpoint & { sorts?: readonly string[] };
  /**
   * The endpoint the export streams every row from (style `rows`, the page's filters); a whole list
   * exports what it reads. `false`: the list has no export (a role's members).
   */
  export?: Endpoint | false;
  /** The endpoint answers the whole list at once (a short one), which the list pages itself. */
  whole?: boolean;
  /** A whole list that is a tree: rows show in tree order, the row header indented by depth. */
  tree?: { parentId: (row: Row) => string };
  /** The request fields the list's filters may set. */
  filterNames?: readonly Filter[];
  /** A row's stable key. */
  key: (row: Row) => string;
  /** How a row is named to people: in row buttons' labels and confirmations. */
  name: (row: Row) => string;
  /** The add form's path beside the list, shown with the role's `add` button. `false`: no add. @default 'add' */
  addPath?: string | false;
  /** A row's edit form path, shown with the role's `edit` button. `false`: no edit. @default `edit/<key>` */
  editPath?: ((row: Row) => string | null) | false;
  /** A row's enablement and the call that sets it, shown with the role's `status` button. */
  status?: { of: (row: Row) => Enablement | null; set: (row: Row, status: Enablement) => BoundCall };
  /** The call that deletes rows, shown with the role's `delete` button. */
  remove?: {
    call: (rows: readonly Row[]) => BoundCall;
    /** Rows may be selected and deleted together (the texts then need `.bulkDeleteTitle`, `.deleteSelected`). */
    bulk?: boolean;
    /** Whether a row may be deleted at all (e.g. not one's own account). @default every row */
    allowed?: (row: Row) => boolean;
  };
}

/** A resource as declared: its rows and filters follow from its page endpoint. */
export type ResourceDefinition<E extends PageEndpoint> = Resource<RowOf<E>, FilterName<E>> & {
  page: E;
} & (DataOf<E> extends readonly unknown[]
    ? { whole: true; export?: never }
    : { whole?: never; export: (Endpoint & { data: { _zod: { output: RowOf<E> } } }) | false });

/**
 * Declares a list resource. The declaration is checked against the contract here, where the
 * endpoint is known: the callbacks take the endpoint's own records.
 */
export function defineResource<E extends PageEndpoint>(
  definition: ResourceDefinition<E>,
): Resource<RowOf<E>, FilterName<E>> {
  return definition;
}

/** The request of a page with the filters as the bar holds them: empty or unset values are no filter. */
export function filteredRequest(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const request: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) request[name] = trimmed;
  }
  return request;
}
