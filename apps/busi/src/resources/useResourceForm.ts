// An add or edit form of a resource, declared once: the record it starts from, the calls that save
// it, and the contract's schemas checking the values in the browser before the gateway checks them
// again. The screen lays out the fields; this holds their values, errors, loading and saving.
import type { DataOf, Endpoint, RequestOf } from '@school-sports/gateway-client';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../i18n/translate.ts';
import { fieldErrors } from '../screens/shared/fieldErrors.ts';
import { useGatewayAction, useRecordForForm } from '../session/useGateway.ts';
import { useLocale } from '../shell/LocaleContext.ts';

/**
 * A request as the form fills it: the call's fields by name, their values as typed or chosen. The
 * call's schema checks them (a sex not chosen yet, a number left empty) before anything is sent.
 */
export type Unchecked<Request> = { [K in keyof Request]: unknown };

/** The keys of `Values` that hold text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

export interface ResourceFormSpec<Values, Detail extends Endpoint, Add extends Endpoint, Edit extends Endpoint> {
  /** The values of a new record, and of a form still loading. */
  empty: Values;
  /** The record an edit starts from, by the id of its route (`edit/:id`). */
  detail: { endpoint: Detail; request: (id: string) => RequestOf<Detail>; values: (record: DataOf<Detail>) => Values };
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
}

/** The state and actions of a resource's add or edit form. */
export function useResourceForm<Values, Detail extends Endpoint, Add extends Endpoint, Edit extends Endpoint>(
  spec: ResourceFormSpec<Values, Detail, Add, Edit>,
) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const routeId = useParams().id;
  const id = spec.id ?? routeId;
  const [values, setValues] = useState<Values>(spec.empty);
  const [record, setRecord] = useState<DataOf<Detail> | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, isPending } = useGatewayAction();
  const { loaded, error: loadError } = useRecordForForm(
    spec.detail.endpoint,
    id ? spec.detail.request(id) : null,
    (loaded) => {
      setRecord(loaded);
      setValues(spec.detail.values(loaded));
    },
  );
  const back = spec.back ?? (() => navigate(routeId ? '../..' : '..', { relative: 'path' }));

  /** Sets one value and clears its error. */
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  /** A text field's value, change handler and error. */
  const text = (key: TextKey<Values>) => ({
    value: values[key] as string,
    onChange: set(key) as (value: string) => void,
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
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
      setErrors(fieldErrors(checked.error, (message) => domainText(locale, message)) as typeof errors);
      return;
    }
    const done = await run(call.endpoint, checked.data, id ? 'success.modified' : 'success.added');
    if (!done) return;
    await spec.onSaved?.();
    back();
  }

  return { id, record, values, setValues, errors, setErrors, set, text, submit, back, loaded, loadError, isPending };
}
