// The calls of a back-office screen all look alike: a path in the screen's folder under
// `/api/busi/web/`, a name made of the screen's and the call's, JSON both ways, and the screen's
// menu function (with a button for a change). The list, detail, add, edit, delete, status and
// import calls go further: each has the same method, path, button and answer on every screen.
// Made here once, a screen's file says only what is its own: what is sent, what comes back, the
// summary. Each maker is free of side effects like `defineEndpoint`, so an unused call is dropped.
import type { ButtonKind } from '@school-sports/domain';
import * as z from 'zod/mini';
import type { CallStyle, Endpoint, EndpointAccess, HttpMethod } from './endpoint.ts';
import { largePageFields, largePageOf, pageFields, pageOf, recordId } from './fields.ts';

/** The fields of an object request. */
type Fields = z.core.$ZodShape;

/**
 * A back-office screen: the start of its calls' names, its folder, its menu function and the `id`
 * fields that name one of its records (none where the session or the call names it), sent by its
 * detail, edit, delete and status calls.
 */
export interface Screen<Id extends Fields = Fields> {
  /** The calls are named this followed by the call's own part: `student` + `Page`. */
  name: string;
  /** The folder of its paths under `/api/busi/web/`. */
  folder: string;
  /** The menu function a role must hold to make any of its calls. */
  funPath: string;
  id: Id;
}

/** A screen; its folder is its name unless told. */
/*#__NO_SIDE_EFFECTS__*/
export function screen<Id extends Fields>(name: string, funPath: string, id: Id, folder = name): Screen<Id> {
  return { name, folder, funPath, id };
}

/** What a call has of its own: what it is sent, what it answers, and its line in the OpenAPI document. */
export interface CallParts<Request extends z.ZodMiniType, Data extends z.ZodMiniType> {
  request: Request;
  data: Data;
  summary: string;
}

/*#__NO_SIDE_EFFECTS__*/
function screenCall<Request extends z.ZodMiniType, Data extends z.ZodMiniType>(
  screen: Screen,
  call: { name: string; method: HttpMethod; path: string; style: CallStyle; button?: ButtonKind },
  parts: CallParts<Request, Data>,
): Endpoint<Request, Data> {
  const access: EndpointAccess =
    call.button === undefined ? { funPath: screen.funPath } : { funPath: screen.funPath, button: call.button };
  return {
    name: `${screen.name}${call.name}`,
    method: call.method,
    path: `/api/busi/web/${screen.folder}/${call.path}`,
    request: parts.request,
    data: parts.data,
    style: call.style,
    access,
    summary: parts.summary,
  };
}

/** A read of the screen (GET, JSON) at `path` in its folder, for whoever holds the screen. */
/*#__NO_SIDE_EFFECTS__*/
export function read<Request extends z.ZodMiniType, Data extends z.ZodMiniType>(
  screen: Screen,
  name: string,
  path: string,
  parts: CallParts<Request, Data>,
): Endpoint<Request, Data> {
  return screenCall(screen, { name, method: 'GET', path, style: 'json' }, parts);
}

/** A change through the screen (POST, JSON) at `path` in its folder, behind one of its buttons. */
/*#__NO_SIDE_EFFECTS__*/
export function write<Request extends z.ZodMiniType, Data extends z.ZodMiniType>(
  screen: Screen,
  name: string,
  path: string,
  button: ButtonKind,
  parts: CallParts<Request, Data>,
): Endpoint<Request, Data> {
  return screenCall(screen, { name, method: 'POST', path, style: 'json', button }, parts);
}

/** The directions a list sorts in, as the address and the request name them. */
export const sortOrders = ['asc', 'desc'] as const;

/** The sort fields of a list that sorts by `sorts` (none: any sort asked is refused). */
/*#__NO_SIDE_EFFECTS__*/
function sortFields<Sort extends string>(sorts: readonly Sort[]) {
  return {
    sortBy: z.optional(z.enum(sorts as readonly Sort[] as [Sort, ...Sort[]], { error: 'validation.sort.column' })),
    sortOrder: z.optional(z.enum(sortOrders, { error: 'validation.sort.order' })),
  };
}

/**
 * `GET <folder>/page`: a page of `row`s, found by the paging fields and the screen's `query`, in
 * the list's own order or by one of `sorts` (the row fields whose columns sort), which its export
 * follows too.
 */
/*#__NO_SIDE_EFFECTS__*/
export function page<
  Query extends Fields,
  Row extends z.ZodMiniType,
  Sort extends Extract<keyof z.output<Row>, string> = never,
>(screen: Screen, query: Query, row: Row, summary: string, sorts: readonly Sort[] = []) {
  const listQuery = { ...query, ...sortFields(sorts) };
  const endpoint = read(screen, 'Page', 'page', {
    request: z.object({ ...pageFields, ...listQuery }),
    data: pageOf(row),
    summary,
  });
  // The query and the row stay with the call, for its export to take; the sorts, for the table.
  return { ...endpoint, query: listQuery, row, sorts };
}

/**
 * `GET <folder>/page` of a list that may grow large (results, millions of rows): as `page`, with a
 * cursor the request may carry and an answer whose total may be estimated (`largePageOf`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function largePage<
  Query extends Fields,
  Row extends z.ZodMiniType,
  Sort extends Extract<keyof z.output<Row>, string> = never,
>(screen: Screen, query: Query, row: Row, summary: string, sorts: readonly Sort[] = []) {
  const listQuery = { ...query, ...sortFields(sorts) };
  const endpoint = read(screen, 'Page', 'page', {
    request: z.object({ ...largePageFields, ...listQuery }),
    data: largePageOf(row),
    summary,
  });
  return { ...endpoint, query: listQuery, row, sorts, large: true as const };
}

/**
 * `GET <folder>/export` behind the export button: every record `list` finds with the same `query`,
 * streamed in the list's order (style `rows`). Its `data` is one record. A list whose query has
 * rules across its fields (a day range in order) gives them as `checks`: the export refuses what
 * the list refuses, with the same message, rather than answering nothing.
 */
/*#__NO_SIDE_EFFECTS__*/
export function exported<Query extends Fields, Row extends z.ZodMiniType>(
  screen: Screen,
  list: { query: Query; row: Row; summary: string; checks?: readonly QueryCheck<Query>[] },
) {
  const query = z.object(list.query);
  return screenCall(
    screen,
    { name: 'Export', method: 'GET', path: 'export', style: 'rows', button: 'export' },
    {
      request: list.checks ? query.check(...list.checks) : query,
      data: list.row,
      summary: `Every record of: ${list.summary}`,
    },
  );
}

/** A rule across the fields of a list's query. */
export type QueryCheck<Query extends Fields> =
  | z.core.CheckFn<z.output<z.ZodMiniObject<Query>>>
  | z.core.$ZodCheck<z.output<z.ZodMiniObject<Query>>>;

/** `GET <folder>/list`: every record the screen shows, as `row`s. */
/*#__NO_SIDE_EFFECTS__*/
export function list<Row extends z.ZodMiniType>(screen: Screen, row: Row, summary: string) {
  return read(screen, 'List', 'list', { request: z.object({}), data: z.array(row), summary });
}

/** `GET <folder>/detail`: the record named by the screen's id fields. */
/*#__NO_SIDE_EFFECTS__*/
export function detail<Id extends Fields, Data extends z.ZodMiniType>(screen: Screen<Id>, data: Data, summary: string) {
  return read(screen, 'Detail', 'detail', { request: z.object(screen.id), data, summary });
}

/** The answer naming a new record: the screen's id fields, as the text the gateway made them. */
type NewIds<Id extends Fields> = { [Key in keyof Id]: z.ZodMiniString<string> };

/**
 * `POST <folder>/add` behind the add button: a new record, answered with what names it, the same id
 * fields its detail, edit and delete calls are sent (`{ studentId }` on the student screen).
 */
/*#__NO_SIDE_EFFECTS__*/
export function add<Id extends Fields, Request extends Fields>(screen: Screen<Id>, request: Request, summary: string) {
  const ids = Object.fromEntries(Object.keys(screen.id).map((key) => [key, z.string()])) as NewIds<Id>;
  return write(screen, 'Add', 'add', 'add', { request: z.object(request), data: z.object(ids), summary });
}

/** `POST <folder>/edit` behind the edit button: the record named by the id fields changed to `fields`. */
/*#__NO_SIDE_EFFECTS__*/
export function edit<Id extends Fields, Request extends Fields>(screen: Screen<Id>, fields: Request, summary: string) {
  return write(screen, 'Edit', 'edit', 'edit', {
    request: z.object({ ...screen.id, ...fields }),
    data: z.null(),
    summary,
  });
}

/** `POST <folder>/delete` behind the delete button: the record named by the id fields deleted. */
/*#__NO_SIDE_EFFECTS__*/
export function remove<Id extends Fields>(screen: Screen<Id>, summary: string) {
  return write(screen, 'Delete', 'delete', 'delete', { request: z.object(screen.id), data: z.null(), summary });
}

/** `POST <folder>/status` behind the status button: the record named by the id fields set to `status`. */
/*#__NO_SIDE_EFFECTS__*/
export function setStatus<Id extends Fields, Status extends z.ZodMiniType>(
  screen: Screen<Id>,
  status: Status,
  summary: string,
) {
  return write(screen, 'SetStatus', 'status', 'status', {
    request: z.object({ ...screen.id, status }),
    data: z.null(),
    summary,
  });
}

/** `POST <folder>/resetPassword` behind its button: a new `password` for the record's person. */
/*#__NO_SIDE_EFFECTS__*/
export function resetPassword<Id extends Fields, Password extends z.ZodMiniType>(
  screen: Screen<Id>,
  password: Password,
  summary: string,
  name = 'ResetPassword',
) {
  return write(screen, name, 'resetPassword', 'resetPassword', {
    request: z.object({ ...screen.id, password }),
    data: z.null(),
    summary,
  });
}

/** `POST <folder>/<path>` behind the members button: accounts joined to or taken from the record. */
/*#__NO_SIDE_EFFECTS__*/
export function members<Id extends Fields, AccountIds extends z.ZodMiniType>(
  screen: Screen<Id>,
  path: 'add' | 'remove',
  accountIds: AccountIds,
  summary: string,
) {
  const name = path === 'add' ? 'Add' : 'Remove';
  return write(screen, name, path, 'members', {
    request: z.object({ ...screen.id, accountIds }),
    data: z.null(),
    summary,
  });
}

/**
 * `POST /api/busi/web/myInfo/<path>`: a call of the personal centre, which any signed-in person
 * makes for themselves, so it needs a session and no menu function.
 */
/*#__NO_SIDE_EFFECTS__*/
export function personal<Request extends z.ZodMiniType, Data extends z.ZodMiniType>(
  name: string,
  path: string,
  parts: CallParts<Request, Data>,
): Endpoint<Request, Data> {
  const { request, data, summary } = parts;
  return {
    name,
    method: 'POST',
    path: `/api/busi/web/myInfo/${path}`,
    request,
    data,
    style: 'json',
    access: 'session',
    summary,
  };
}

/** `GET <folder>/<path>` behind one of the screen's buttons: a file made by the gateway, streamed. */
/*#__NO_SIDE_EFFECTS__*/
export function download<Request extends Fields>(
  screen: Screen,
  name: string,
  path: string,
  button: ButtonKind,
  request: Request,
  summary: string,
) {
  return screenCall(
    screen,
    { name, method: 'GET', path, style: 'blob', button },
    { request: z.object(request), data: z.instanceof(Blob), summary },
  );
}

/** `GET <folder>/<path>` behind the print button: a PDF made by the gateway, streamed. */
/*#__NO_SIDE_EFFECTS__*/
export function printed<Request extends Fields>(
  screen: Screen,
  name: string,
  path: string,
  request: Request,
  summary: string,
) {
  return download(screen, name, path, 'print', request, summary);
}

/**
 * `GET <folder>/import/template` behind the import button: the import's .xlsx in the caller's
 * language, made for the record the `request` fields name where the template depends on one.
 */
/*#__NO_SIDE_EFFECTS__*/
export function importTemplate<Request extends Fields = Record<never, never>>(
  screen: Screen,
  summary: string,
  request: Request = {} as Request,
) {
  return screenCall(
    screen,
    { name: 'ImportTemplate', method: 'GET', path: 'import/template', style: 'blob', button: 'import' },
    { request: z.object(request), data: z.instanceof(Blob), summary },
  );
}

/**
 * `POST <folder>/import` behind the import button: the `request` fields first, then one .xlsx
 * file (multipart), answered with the failure file. A `progressId` the browser makes up names the
 * import for its `importProgress` calls while it runs.
 */
/*#__NO_SIDE_EFFECTS__*/
export function importFile<Request extends Fields>(screen: Screen, request: Request, summary: string) {
  return screenCall(
    screen,
    { name: 'Import', method: 'POST', path: 'import', style: 'multipart', button: 'import' },
    {
      request: z.object({ ...request, progressId: z.optional(recordId('import.progressUnknown')) }),
      data: z.instanceof(Blob),
      summary,
    },
  );
}

/** How far an import has got: rows checked (no total yet), then rows written of `total`, then done. */
export const importProgressData = z.object({
  phase: z.enum(['checking', 'writing', 'done']),
  done: z.int(),
  total: z.nullable(z.int()),
});

/** `GET <folder>/import/progress` behind the import button: how far the caller's import `progressId` has got. */
/*#__NO_SIDE_EFFECTS__*/
export function importProgress(screen: Screen, summary: string) {
  return screenCall(
    screen,
    { name: 'ImportProgress', method: 'GET', path: 'import/progress', style: 'json', button: 'import' },
    {
      request: z.object({ progressId: recordId('import.progressUnknown') }),
      data: importProgressData,
      summary,
    },
  );
}
