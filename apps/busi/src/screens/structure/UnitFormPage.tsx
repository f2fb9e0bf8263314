import { NumberField, Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { type AddOrEdit, ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { parentOptions, TOP_LEVEL, type TreeUnit } from '../../kit/tree.ts';
import type { ResourceForm } from '../../kit/useResourceForm.ts';
import type { GatewayQuery } from '../../session/useGateway.ts';

/** A department's or college's fields as its form edits them. */
export interface UnitValues {
  parentId: string;
  name: string;
  code: string;
  sortNum: number;
}

/** The values of a new unit under `parentId` (`?parentId=`; none: the top level). */
export function newUnit(parentId: string | null): UnitValues {
  return { parentId: parentId ?? '', name: '', code: '', sortNum: Number.NaN };
}

/** The values of a stored unit. */
export function unitValues({ parentId, name, code, sortNum }: UnitValues): UnitValues {
  return { parentId, name, code, sortNum };
}

/** The add and edit calls' fields from the values; an empty sort order is left to the gateway. */
export function unitRequest(values: UnitValues) {
  const { parentId, name, code, sortNum } = values;
  return { parentId, name, code, ...(Number.isNaN(sortNum) ? {} : { sortNum }) };
}

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
  title: AddOrEdit;
  screen: AddOrEdit;
  texts: UnitFormTexts;
  form: ResourceForm<UnitValues>;
  /** Every unit of the tree: the parent choices. */
  units: GatewayQuery<TreeUnit[]>;
  maxDepth: number;
}

/**
 * The add and edit form of a department or a college: parent (a unit of the tree, or the top
 * level), name, two-digit code and sort order. A unit cannot go under itself or its branch, and
 * the parent choices keep the tree within its depth (the gateway checks the same).
 */
export function UnitFormPage({ title, screen, texts, form, units, maxDepth }: UnitFormPageProps) {
  const intl = useIntl();
  const { values, errors, set } = form;
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <ResourceFormPage
      form={form}
      title={title}
      screen={screen}
      isLoading={units.data === undefined}
      error={units.error}
    >
      <Select
        label={label(texts.parent)}
        description={label(texts.parentHelp)}
        items={parentOptions(units.data ?? [], form.id, maxDepth, label(texts.topLevel))}
        value={values.parentId || TOP_LEVEL}
        onChange={(key) => set('parentId')(key && key !== TOP_LEVEL ? String(key) : '')}
        isRequired
        isInvalid={Boolean(errors.parentId)}
        errorMessage={errors.parentId}
      />
      <div className={styles.fieldRow}>
        <TextField label={label(texts.name)} isRequired maxLength={30} {...form.text('name')} />
        <TextField
          label={label(texts.code)}
          description={label(texts.codeHelp)}
          isRequired
          maxLength={2}
          inputMode="numeric"
          {...form.text('code')}
        />
      </div>
      <NumberField
        label={label(texts.sortNum)}
        description={label(texts.sortNumHelp)}
        minValue={0}
        maxValue={9999}
        formatOptions={{ useGrouping: false }}
        {...form.field('sortNum')}
      />
    </ResourceFormPage>
  );
}
