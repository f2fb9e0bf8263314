import { type ParentRelationship, PEOPLE_LIMITS, type Sex } from '@school-sports/domain';
import { Button, FieldGroup, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import * as styles from '../../kit/screens.css.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './students.css.ts';
import { relationshipOptions, sexOfRelationship, sexOptions } from './studentText.ts';

/** One parent as the student form edits it; `key` tells the rows apart while they are added and removed. */
export interface ParentValues {
  key: number;
  name: string;
  sex: Sex | '';
  relationship: ParentRelationship | '';
  mobile: string;
}

/** The messages of one parent's refused fields. */
export type ParentErrors = Partial<Record<'name' | 'sex' | 'relationship' | 'mobile', string>>;

/**
 * The parents of the student form: up to four, each with name, sex, relationship and mobile, added
 * and removed in place. At four, the add button is disabled and says why.
 */
export function ParentFields({
  parents,
  errors,
  groupError,
  onChange,
  newKey,
}: {
  parents: readonly ParentValues[];
  errors: readonly ParentErrors[];
  /** A refusal of the parents as a whole (e.g. two with one mobile number). */
  groupError?: string;
  onChange: (parents: ParentValues[], changedIndex?: number, changedField?: keyof ParentErrors) => void;
  /** A key for a new row. */
  newKey: () => number;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const limitId = useId();
  const full = parents.length >= PEOPLE_LIMITS.parentsPerStudent;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  // The control that had focus goes with an added or removed row: focus the new row's first field,
  // or the add button after a removal.
  const focusNext = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || focusNext.current === null) return;
    const target =
      focusNext.current === 'added'
        ? root.querySelector<HTMLElement>(':scope > fieldset:last-of-type input')
        : root.querySelector<HTMLElement>('[data-add-parent]');
    focusNext.current = null;
    target?.focus();
  });

  const update = (index: number, field: keyof ParentErrors, value: string) =>
    onChange(
      parents.map((one, at) => {
        if (at !== index) return one;
        const next = { ...one, [field]: value };
        // A father or grandmother says their sex: filled in while none is chosen.
        if (field === 'relationship' && one.sex === '') next.sex = sexOfRelationship(value as ParentRelationship) ?? '';
        return next;
      }),
      index,
      field,
    );

  return (
    <FieldGroup
      ref={rootRef}
      label={<FormattedMessage id="students.parents" />}
      description={<FormattedMessage id="students.parentsHelp" />}
      errorMessage={groupError}
    >
      {parents.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="students.noParents" />
        </p>
      ) : null}
      {parents.map((one, index) => {
        const legend = intl.formatMessage({ id: 'students.parentLegend' }, { index: index + 1 });
        const fieldErrors = errors[index] ?? {};
        return (
          <FieldGroup key={one.key} label={legend}>
            <div className={styles.fieldRow}>
              <TextField
                label={intl.formatMessage({ id: 'students.parentName' })}
                value={one.name}
                onChange={(value) => update(index, 'name', value)}
                isRequired
                maxLength={20}
                isInvalid={Boolean(fieldErrors.name)}
                errorMessage={fieldErrors.name}
              />
              <TextField
                label={intl.formatMessage({ id: 'students.mobile' })}
                value={one.mobile}
                onChange={(value) => update(index, 'mobile', value)}
                isRequired
                inputMode="tel"
                autoComplete="off"
                maxLength={11}
                isInvalid={Boolean(fieldErrors.mobile)}
                errorMessage={fieldErrors.mobile}
              />
            </div>
            <div className={styles.fieldRow}>
              <Select
                label={intl.formatMessage({ id: 'students.relationship' })}
                items={relationshipOptions(locale)}
                value={one.relationship || null}
                onChange={(key) => update(index, 'relationship', key ? String(key) : '')}
                isRequired
                isInvalid={Boolean(fieldErrors.relationship)}
                errorMessage={fieldErrors.relationship}
              />
              <RadioGroup
                label={intl.formatMessage({ id: 'students.sex' })}
                orientation="horizontal"
                value={one.sex || null}
                onChange={(value) => update(index, 'sex', value)}
                isRequired
                isInvalid={Boolean(fieldErrors.sex)}
                errorMessage={fieldErrors.sex}
              >
                {sexOptions(locale).map((option) => (
                  <Radio key={option.id} value={option.id}>
                    {option.label}
                  </Radio>
                ))}
              </RadioGroup>
            </div>
            <div className={css.groupHead}>
              <Button
                size="small"
                onPress={() => {
                  focusNext.current = 'removed';
                  onChange(parents.filter((_, at) => at !== index));
                }}
              >
                {intl.formatMessage({ id: 'students.removeParent' }, { index: index + 1 })}
              </Button>
            </div>
          </FieldGroup>
        );
      })}
      <div className={css.addRow}>
        <Button
          data-add-parent=""
          isDisabled={full}
          aria-describedby={full ? limitId : undefined}
          onPress={() => {
            focusNext.current = 'added';
            onChange([...parents, { key: newKey(), name: '', sex: '', relationship: '', mobile: '' }]);
          }}
        >
          <FormattedMessage id="students.addParent" />
        </Button>
        {full ? (
          <span id={limitId} className={styles.muted}>
            {domainText(locale, 'validation.parents.count')}
          </span>
        ) : null}
      </div>
    </FieldGroup>
  );
}
