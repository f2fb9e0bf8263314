import { NumberField, Select, TextField } from '@school-sports/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import { domainText } from '../../i18n/translate.ts';
import { parentOptions, TOP_LEVEL, type TreeUnit } from '../../resources/tree.ts';
import type { GatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';

/** A unit of a tree as its form needs it. */
export interface FormUnit extends TreeUnit {
  code: string;
  sortNum: number;
}

/** What the form of a department or college sends (before the endpoint's own check). */
export interface UnitRequest {
  parentId: string;
  name: string;
  code: string;
  sortNum?: number;
}

type Values = { parentId: string; name: string; code: string; sortNum: number };
type Field = keyof Values;

/** The texts of one kind of unit's form, by message id. */
export interface UnitFormTexts {
  parent: string;
  parentHelp: string;
  topLevel: string;
  name: string;
  code: string;
  codeHelp: string;
  sortNum: string;
  sortNumHelp: string;
}

export interface UnitFormPageProps {
  title: string;
  screen: string;
  texts: UnitFormTexts;
  /** Every unit of the tree (the parent choices, and the record an edit starts from). */
  units: GatewayQuery<FormUnit[]>;
  /** The unit being edited; a new one when missing. */
  unitId?: string;
  /** The parent a new unit starts under (`?parentId=`), `''` for the top level. */
  initialParentId: string;
  maxDepth: number;
  /** The domain message when the edited unit is not in the tree. */
  notFound: string;
  onBack: () => void;
  /** The endpoint's own request check. */
  check: (request: UnitRequest) => { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
  /** Sends a checked request; answers whether it was saved. */
  send: (data: unknown) => Promise<boolean>;
  isPending: boolean;
}

/**
 * The add and edit form of a department or a college: parent (a unit of the tree, or the top
 * level), name, two-digit code and sort order. A unit cannot go under itself or its branch, and
 * the parent choices keep the tree within its depth (the gateway checks the same).
 */
export function UnitFormPage({
  title,
  screen,
  texts,
  units,
  unitId,
  initialParentId,
  maxDepth,
  notFound,
  onBack,
  check,
  send,
  isPending,
}: UnitFormPageProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [values, setValues] = useState<Values>({
    parentId: initialParentId,
    name: '',
    code: '',
    sortNum: Number.NaN,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const filled = useRef(false);

  // An edit starts from the unit as the tree lists it, once.
  const record = unitId ? units.data?.find((unit) => unit.id === unitId) : undefined;
  useEffect(() => {
    if (!record || filled.current) return;
    filled.current = true;
    setValues({ parentId: record.parentId, name: record.name, code: record.code, sortNum: record.sortNum });
  }, [record]);
  const missing = Boolean(unitId && units.data && !record);
  const loaded = units.data !== undefined && (!unitId || Boolean(record));
  const loadError = units.error ?? (missing ? domainText(locale, notFound) : null);

  const set =
    <K extends Field>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  async function submit() {
    const request: UnitRequest = {
      parentId: values.parentId,
      name: values.name,
      code: values.code,
      ...(Number.isNaN(values.sortNum) ? {} : { sortNum: values.sortNum }),
    };
    const checked = check(request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<Field, string>>);
      return;
    }
    if (await send(checked.data)) onBack();
  }

  const label = (id: string) => intl.formatMessage({ id });
  return (
    <FormPage
      title={title}
      screen={screen}
      onBack={onBack}
      onSubmit={submit}
      values={values}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
    >
      <Select
        label={label(texts.parent)}
        description={label(texts.parentHelp)}
        items={parentOptions(units.data ?? [], unitId, maxDepth, label(texts.topLevel))}
        value={values.parentId || TOP_LEVEL}
        onChange={(key) => set('parentId')(key && key !== TOP_LEVEL ? String(key) : '')}
        isRequired
        isInvalid={Boolean(errors.parentId)}
        errorMessage={errors.parentId}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={label(texts.name)}
          value={values.name}
          onChange={set('name')}
          isRequired
          maxLength={30}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextField
          label={label(texts.code)}
          description={label(texts.codeHelp)}
          value={values.code}
          onChange={set('code')}
          isRequired
          maxLength={2}
          inputMode="numeric"
          isInvalid={Boolean(errors.code)}
          errorMessage={errors.code}
        />
      </div>
      <NumberField
        label={label(texts.sortNum)}
        description={label(texts.sortNumHelp)}
        value={values.sortNum}
        onChange={set('sortNum')}
        minValue={0}
        maxValue={9999}
        formatOptions={{ useGrouping: false }}
        isInvalid={Boolean(errors.sortNum)}
        errorMessage={errors.sortNum}
      />
    </FormPage>
  );
}
