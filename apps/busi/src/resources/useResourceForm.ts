// An add or edit form of a resource, declared once: the record it starts from, the calls that save
// it, and the contract's schemas checking the values in the browser before the gateway checks them
// again. The screen lays out the fields; this holds their values, errors, loading and saving.
import type { DomainMessageId } from '@school-sports/domain';
import { type Endpoint, GatewayError, type RequestOf } from '@school-sports/gateway-client';
import { type Key, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { domainText, failureText } from '../i18n/translate.ts';
import { type FormErrors, fieldErrors } from '../screens/shared/fieldErrors.ts';
import { useGatewayAction } from '../session/useGateway.ts';
import { useLocale } from '../shell/LocaleContext.ts';
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
  /** The record an edit starts from, by the id of its route (`edit/:id`). */
  detail: (
    | { /** Its detail call, which refuses an unknown id itself. */ load: (id: string) => Promise<Stored> }
    | {
        /** A lookup where the contract has no detail call; null when there is no such record. */
        load: (id: string) => Promise<Stored | null>;
        /** What the form says when the lookup finds nothing. */
        notFound: DomainMessageId;
      }
  ) & { values: (record: Stored) => Values };
  /** The call that adds a record from the values (none: the form only edits). */
  add?: { endpoint: Add; request: (values: Values) => Unchecked<RequestOf<Add>> };
  /** The call that saves an edited record. */
  edit: { endpoint: Edit; request: (id: string, values: Values) => Unchecked<RequestOf<Edit>> };
  /** The record's id where the route does not carry it as `:id` (a form of one route for both). */
  id?: string;
  /** Where a saved or cancelled form goes. @default the list: `..` from `add`, `../..` from `edit/:id` */
  back?: () => void;
  /** What a save changes beyond the record (the user info a platform name shows in), before going back. */
  onSaved?: () => Promise<unknown>;
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
  const id = spec.id ?? routeId;
  const [values, setValues] = useState<Values>(spec.empty);
  const [record, setRecord] = useState<Stored | undefined>(undefined);
  const [errors, setErrors] = useState<FormErrors>({});
  const { run, isPending } = useGatewayAction();
  const [load, setLoad] = useState({ loaded: !id, error: null as string | null });
  // The spec is declared inline by its screen: the latest one loads, without reloading on each render.
  const detail = useRef(spec.detail);
  detail.current = spec.detail;
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    detail.current.load(id).then(
      (found) => {
        if (cancelled) return;
        if (found === null) {
          const source = detail.current;
          setLoad({ loaded: false, error: 'notFound' in source ? domainText(locale, source.notFound) : null });
          return;
        }
        setRecord(found);
        setValues(detail.current.values(found));
        setLoad({ loaded: true, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setLoad({ loaded: false, error: failureText(locale, error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, locale]);
  const listAddress = listAddressOf(useLocation().state);
  const back =
    spec.back ??
    (() => (listAddress ? navigate(listAddress) : navigate(routeId ? '../..' : '..', { relative: 'path' })));

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

  /** Checks the values with the call's own schema, then saves; back to the list once saved. */
  async function submit(): Promise<void> {
    const call: { endpoint: Endpoint; request: unknown } | null = id
      ? { endpoint: spec.edit.endpoint, request: spec.edit.request(id, values) }
      : spec.add
        ? { endpoint: spec.add.endpoint, request: spec.add.request(values) }
        : null;
    if (!call) return;
    const checked = call.endpoint.request.safeParse(call.request);
    if (!checked.success) {
      // The schema names the request's fields, which are the form's own.
      setErrors(fieldErrors(checked.error, (message) => domainText(locale, message), spec.rows));
      return;
    }
    setErrors({});
    const done = await run(call.endpoint, checked.data, id ? 'success.modified' : 'success.added', (error) => {
      const refused: Refused = (refusal, refusalValues) =>
        error instanceof GatewayError && error.isRefusal(refusal, refusalValues);
      const shown = spec.refusals?.(refused, failureText(locale, error), values);
      if (shown) setErrors(shown);
    });
    if (!done) return;
    await spec.onSaved?.();
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
    loaded: load.loaded,
    loadError: load.error,
    isPending,
  };
}

/** What a resource's form hands its fields, whatever record it loads. */
export type ResourceForm<Values, Stored = unknown> = ReturnType<
  typeof useResourceForm<Values, Stored, Endpoint, Endpoint>
>;
