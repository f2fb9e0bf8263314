// An add or edit form of a resource, declared once: the record it starts from, the calls that save
// it, and the contract's schemas checking the values in the browser before the gateway checks them
// again. The screen lays out the fields; this holds their values, errors, loading and saving.
import type { DomainMessageId } from '@school-sports/domain';
import { type Endpoint, GatewayError, type RequestOf } from '@school-sports/gateway-client';
import { type Key, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type * as z from 'zod/mini';
import { domainText, failureText } from '../i18n/translate.ts';
import { useGatewayAction } from '../session/useGateway.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { type FormErrors, fieldErrors } from './fieldErrors.ts';
import { useFormOverlay } from './formOverlay.ts';
import { listAddressOf } from './listState.ts';

/**
 * A request as the form fills it: the call's fields by name, their values as typed or chosen. The
 * call's schema checks them (a sex not chosen yet, a number left empty) before anything is sent.
 */
export type Unchecked<Request> = { [K in keyof Request]: unknown };

/** The keys of `Values` that hold text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** Whether a failed save is the gateway's refusal `id` (with `values`, when given). */
export type Refused = (id: DomainMessageId, values?: Record<string, string | number>) => boolean;

export interface ResourceFormSpec<Values, Stored, Add extends Endpoint, Edit extends Endpoint> {
  /** The values of a new record, and of a form still loading. */
  empty: Values;
  /**
   * The record an edit starts from, by the id of its route (`edit/:id`); a settings form (`stay`)
   * loads it with the id `''`. None: the form only adds (a settings form that starts blank each time).
   */
  detail?: (
    | { /** Its detail call, which refuses an unknown id itself. */ load: (id: string) => Promise<Stored> }
    | {
        /** A lookup where the contract has no detail call; null when there is no such record. */
        load: (id: string) => Promise<Stored | null>;
        /** What the form says when the lookup finds nothing. */
        notFound: DomainMessageId;
      }
  ) & { values: (record: Stored) => Values };
  /** The call that adds a record from the values (none: the form only edits). */
  add?: {
    endpoint: Add;
    request: (values: Values) => Unchecked<RequestOf<Add>> | Promise<Unchecked<RequestOf<Add>>>;
  };
  /** The call that saves an edited record. */
  edit?: {
    endpoint: Edit;
    request: (id: string, values: Values) => Unchecked<RequestOf<Edit>> | Promise<Unchecked<RequestOf<Edit>>>;
  };
  /**
   * The values' own rules, checked before the request is made from them: what the call cannot see,
   * such as a new password typed twice. Its issues name the form's fields.
   */
  check?: z.ZodMiniType;
  /**
   * A settings form: the screen itself rather than a page of a list (the personal profile, the
   * grades). It stays after a save and starts again from what was saved; Cancel puts back the values
   * it started from.
   */
  stay?: boolean;
  /** The record's id where the route does not carry it as `:id` (a form of one route for both). */
  id?: string;
  /** Where a saved or cancelled form goes. @default the list: `..` from `add`, `../..` from `edit/:id` */
  back?: () => void;
  /**
   * What a save changes beyond the record (the user info a platform name shows in), before going back;
   * given the call's answer (a partner's secret, shown once on the list).
   */
  onSaved?: (answer: unknown) => Promise<unknown>;
  /** Fields holding rows of their own fields, whose errors keep their whole path (`parents.0.mobile`). */
  rows?: readonly (keyof Values & string)[];
  /** The gateway's refusals that concern a field, as the messages to show there (`message` is the toast's). */
  refusals?: (refused: Refused, message: string, values: Values) => FormErrors | undefined;
}

/** The state and actions of a resource's add or edit form. */
export function useResourceForm<Values, Stored, Add extends Endpoint, Edit extends Endpoint>(
  spec: ResourceFormSpec<Values, Stored, Add, Edit>,
) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const overlay = useFormOverlay();
  const routeId = useParams().id;
  const stay = spec.stay ?? false;
  const id = spec.id ?? (stay ? (spec.detail ? '' : undefined) : routeId);
  const editing = id !== undefined && (stay || id !== '');
  const [values, setValues] = useState<Values>(spec.empty);
  const [record, setRecord] = useState<Stored | undefined>(undefined);
  const [errors, setErrors] = useState<FormErrors>({});
  const { run, isPending } = useGatewayAction();
  const [load, setLoad] = useState({ loaded: !editing, error: null as string | null });
  // Bumped when the values shown become the form's starting point again (a settings form saved or
  // put back), and when they are put back (which also starts the fields afresh).
  const [revision, setRevision] = useState(0);
  const [restores, setRestores] = useState(0);
  // Bumped to read a settings form's record again once saved: what the gateway stored is shown.
  const [reads, setReads] = useState(0);
  // The spec is declared inline by its screen: the latest one loads, without reloading on each render.
  const detail = useRef(spec.detail);
  detail.current = spec.detail;
  useEffect(() => {
    const source = detail.current;
    if (!editing || id === undefined || !source) return;
    let cancelled = false;
    source.load(id).then(
      (found) => {
        if (cancelled) return;
        if (found === null) {
          setLoad({ loaded: false, error: 'notFound' in source ? domainText(locale, source.notFound) : null });
          return;
        }
        setRecord(found);
        setValues(source.values(found));
        setLoad({ loaded: true, error: null });
        if (reads > 0) setRevision((count) => count + 1);
      },
      (error: unknown) => {
        if (!cancelled) setLoad({ loaded: false, error: failureText(locale, error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [editing, id, locale, reads]);
  const listAddress = listAddressOf(useLocation().state);
  /** A settings form's Cancel: the values it started from, without errors, its fields afresh. */
  function restore() {
    const source = detail.current;
    setValues(record !== undefined && source ? source.values(record) : spec.empty);
    setErrors({});
    setRevision((count) => count + 1);
    setRestores((count) => count + 1);
  }
  const back =
    spec.back ??
    (stay
      ? restore
      : () => (listAddress ? navigate(listAddress) : navigate(routeId ? '../..' : '..', { relative: 'path' })));

  /** Sets one value and clears its error. */
  const set =
    <K extends keyof Values & string>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  /** A field's error, as the kit's fields take it. */
  const invalid = (key: string) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });

  /** Any field's value, change handler and error (a number field, a switch, a list of ids). */
  const field = <K extends keyof Values & string>(key: K) => ({
    value: values[key],
    onChange: set(key),
    ...invalid(key),
  });

  /** A text field's value, change handler and error. */
  const text = (key: TextKey<Values>) => ({
    value: values[key] as string,
    onChange: set(key) as (value: string) => void,
    ...invalid(key),
  });

  /** A select's chosen key (none while the value is empty), change handler and error. */
  const choice = (key: TextKey<Values>) => ({
    value: (values[key] as string) || null,
    onChange: (chosen: Key | null) => (set(key) as (value: string) => void)(chosen === null ? '' : String(chosen)),
    ...invalid(key),
  });

  /**
   * Checks the values with the form's and the call's own schemas, then saves; back to the list once
   * saved, or, for a settings form, what was saved becomes its starting point.
   */
  async function submit(): Promise<void> {
    const text = (message: string) => domainText(locale, message);
    if (spec.check) {
      const own = spec.check.safeParse(values);
      if (!own.success) {
        setErrors(fieldErrors(own.error, text, spec.rows));
        return;
      }
    }
    const call: { endpoint: Endpoint; request: unknown } | null =
      editing && id !== undefined && spec.edit
        ? { endpoint: spec.edit.endpoint, request: await spec.edit.request(id, values) }
        : !editing && spec.add
          ? { endpoint: spec.add.endpoint, request: await spec.add.request(values) }
          : null;
    if (!call) return;
    const checked = call.endpoint.request.safeParse(call.request);
    if (!checked.success) {
      // The schema names the request's fields, which are the form's own.
      setErrors(fieldErrors(checked.error, text, spec.rows));
      return;
    }
    setErrors({});
    const success = stay ? 'success.saved' : editing ? 'success.modified' : 'success.added';
    const done = await run(call.endpoint, checked.data, success, (error) => {
      const refused: Refused = (refusal, refusalValues) =>
        error instanceof GatewayError && error.isRefusal(refusal, refusalValues);
      const shown = spec.refusals?.(refused, failureText(locale, error), values);
      if (shown) setErrors(shown);
    });
    if (!done) return;
    if (stay) {
      // Saved: nothing is unsaved any more, whatever the record read again shows.
      setRevision((count) => count + 1);
      await spec.onSaved?.(done.data);
      if (editing) setReads((count) => count + 1);
      else setValues(spec.empty);
      return;
    }
    await spec.onSaved?.(done.data);
    // A form shown over its list: the list stays mounted, so it reads the saved record again itself.
    overlay?.reload();
    back();
  }

  return {
    id,
    record,
    values,
    setValues,
    errors,
    setErrors,
    set,
    field,
    text,
    choice,
    invalid,
    submit,
    back,
    stay,
    /** Reads the record again (after a failed load, or a change made elsewhere); the values follow it. */
    reread: () => setReads((count) => count + 1),
    revision,
    restores,
    loaded: load.loaded,
    loadError: load.error,
    isPending,
  };
}

/** What a resource's form hands its fields, whatever record it loads. */
export type ResourceForm<Values, Stored = unknown> = ReturnType<
  typeof useResourceForm<Values, Stored, Endpoint, Endpoint>
>;
