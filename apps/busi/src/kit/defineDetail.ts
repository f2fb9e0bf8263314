// A detail screen declared once, as a list is with `defineResource`: which call loads the record from
// the route, how the record is named, its labelled values in sections, its tabs and its actions.
// `ResourceDetailPage` renders the declaration, so a new detail page is a declaration, not a page
// written by hand with its own loading, refusal, tabs and permission checks.
import type { ButtonKind } from '@school-sports/domain';
import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import type { DescriptionsColumns } from '@school-sports/ui';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { AppLocale } from '../i18n/locale.ts';
import type { AppMessageId } from '../i18n/messages.ts';
import type { useGatewayAction } from '../session/useGateway.ts';

/** What a declared value may use to say itself in the reader's language. */
export interface DetailContext {
  intl: IntlShape;
  locale: AppLocale;
  /** A text of the catalogue. */
  text(id: AppMessageId, values?: Readonly<Record<string, string | number>>): string;
  /** A moment as a medium date and short time. */
  dateTime(value: string): string;
}

/** What a tab or an action may do with the page. */
export interface DetailHandle {
  /** Loads the record again. */
  reload(): void;
  /** Runs a write and tells the person how it went (the lists' runner). */
  run: ReturnType<typeof useGatewayAction>['run'];
  /** Shows what an action gave (a new token) under the heading, until the page is left. */
  show(outcome: ReactNode): void;
}

/** One labelled value: a term and its description in the page's description list. */
export interface DetailItem<Subject> {
  label: AppMessageId;
  value(record: Subject, context: DetailContext): ReactNode;
  /** Columns the value takes, up to the section's. @default 1 */
  span?: number;
  /** Whether the record has this value at all (a school's name only on a plan of another school). */
  when?(record: Subject): boolean;
}

/** A group of labelled values, under a heading of its own where it has one. */
export interface DetailSection<Subject> {
  title?: AppMessageId;
  /** @default 2 */
  columns?: DescriptionsColumns;
  items: readonly DetailItem<Subject>[];
}

/** One tab: its id is what the address keeps (`?tab=`), so a reload or a shared link opens it again. */
export interface DetailTab<Subject> {
  id: string;
  label: AppMessageId;
  /** Whether the record has this tab (a sub-device has no sub-devices). @default always */
  when?(record: Subject): boolean;
  render(record: Subject, detail: DetailHandle): ReactNode;
}

/** A button of the page, shown only to roles holding `button` on the screen. */
export interface DetailAction<Subject> {
  label: AppMessageId;
  button: ButtonKind;
  /** The page's main action. @default a plain button */
  variant?: 'primary';
  /** Asked before `run`, `{name}` being the record's heading; the dialog is titled by the label. */
  confirm?: AppMessageId;
  /**
   * The write: the page loads the record again when it answers anything but undefined (the
   * runner answers undefined when the gateway refused, having said why).
   */
  run?(record: Subject, detail: DetailHandle): Promise<unknown>;
  /** Or where it leads, relative to the page's address (`../../edit/<id>`). */
  path?(record: Subject): string;
}

/** A detail screen, by the type of the record it is about (`Subject`). */
export interface Detail<Subject> {
  /** The page's `data-screen`, e.g. `device/detail`. */
  screen: string;
  /** The call that reads the record, given the route's `:id` (`''` where the route has none). */
  load: { endpoint: Endpoint; request(id: string): object };
  /** The heading: the record's name. */
  title(record: Subject, context: DetailContext): string;
  /** The heading until the record has loaded, or when it could not be. */
  placeholder: AppMessageId;
  /** A line under the heading (a serial number, an organisation code). */
  subtitle?(record: Subject, context: DetailContext): ReactNode;
  /** Back, relative to the page's address. `false`: a page of its own with nothing behind it. @default '../..' */
  back?: string | false;
  sections: readonly DetailSection<Subject>[];
  /**
   * The record's tabs. A record with one tab shows it as a section under its heading: a strip of a
   * single tab would be one more key press for nothing.
   */
  tabs?: readonly DetailTab<Subject>[];
  actions?: readonly DetailAction<Subject>[];
}

/** A detail as declared: its record follows from its load call. */
export type DetailDefinition<E extends Endpoint> = Detail<DataOf<E>> & {
  load: { endpoint: E; request(id: string): RequestOf<E> };
};

/**
 * Declares a detail screen. The declaration is checked against the contract here, where the
 * endpoint is known: the request is the call's, and the callbacks take the call's own record.
 */
export function defineDetail<E extends Endpoint>(definition: DetailDefinition<E>): Detail<DataOf<E>> {
  return definition;
}

/** The record's tabs, in the declared order. */
export function tabsOf<Subject>(detail: Detail<Subject>, record: Subject): readonly DetailTab<Subject>[] {
  return (detail.tabs ?? []).filter((tab) => tab.when?.(record) ?? true);
}

/** The tab the address names, or the first where it names none of the record's (an old link). */
export function chosenTab<Subject>(tabs: readonly DetailTab<Subject>[], asked: string | null): string | undefined {
  return tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]?.id;
}

/** The actions the role may take: each needs its button on the screen. */
export function actionsOf<Subject>(
  detail: Detail<Subject>,
  can: (button: ButtonKind) => boolean,
): readonly DetailAction<Subject>[] {
  return (detail.actions ?? []).filter((action) => can(action.button));
}
