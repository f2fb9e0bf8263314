import type { ParentRelationship, Sex } from '@school-sports/domain';
import { parentDetail, parentEdit } from '@school-sports/gateway-client';
import { Button, FieldGroup, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { useRowAction } from '../../kit/useRowAction.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './students.css.ts';
import { relationshipOptions, sexOptions } from './studentText.ts';

type Child = { studentId: string; name: string; className: string; relationship: ParentRelationship };
type Values = { name: string; sex: Sex | ''; status: 'enabled' | 'disabled'; children: Child[] };

const empty: Values = { name: '', sex: '', status: 'enabled', children: [] };

/**
 * `user/parent/edit/{id}`: a parent's name, sex and status, and how they are related to each of
 * their children, or the link to a child removed (issue 7). The mobile number is the parent's key.
 */
export function ParentFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const rowAction = useRowAction();
  const childrenRef = useRef<HTMLFieldSetElement>(null);
  // Parents are added with their children on the student form: this form only edits.
  const form = useResourceForm({
    empty,
    detail: {
      load: (parentId) => gateway.call(parentDetail, { parentId }),
      values: (record) => ({
        name: record.name,
        sex: record.sex,
        status: record.status,
        children: record.children.map((child) => ({ ...child })),
      }),
    },
    edit: {
      endpoint: parentEdit,
      request: (parentId, values) => ({
        parentId,
        ...values,
        children: values.children.map(({ studentId, relationship }) => ({ studentId, relationship })),
      }),
    },
  });
  const { values, errors, set } = form;
  // The mobile number is the parent's key: shown, not edited.
  const mobile = form.record?.mobile ?? '';

  function removeChild(studentId: string) {
    set('children')(values.children.filter((child) => child.studentId !== studentId));
    // The pressed button goes with its row: focus stays in the section.
    requestAnimationFrame(() => {
      const section = childrenRef.current;
      (section?.querySelector<HTMLElement>('li button') ?? section)?.focus();
    });
  }

  return (
    <ResourceFormPage form={form} title="parents.edit" screen="user/parent/edit">
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'parents.name' })}
          isRequired
          maxLength={20}
          {...form.field('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'students.mobile' })}
          description={intl.formatMessage({ id: 'parents.mobileFixed' })}
          value={mobile}
          isReadOnly
        />
      </div>
      <div className={styles.fieldRow}>
        <RadioGroup
          label={intl.formatMessage({ id: 'students.sex' })}
          orientation="horizontal"
          value={values.sex || null}
          onChange={(value) => set('sex')(value as Sex)}
          isRequired
          isInvalid={Boolean(errors.sex)}
          errorMessage={errors.sex}
        >
          {sexOptions(locale).map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={intl.formatMessage({ id: 'common.status' })}
          orientation="horizontal"
          value={values.status}
          onChange={(value) => set('status')(value as Values['status'])}
          isInvalid={Boolean(errors.status)}
          errorMessage={errors.status}
        >
          <Radio value="enabled">{intl.formatMessage({ id: 'common.enabled' })}</Radio>
          <Radio value="disabled">{intl.formatMessage({ id: 'common.disabled' })}</Radio>
        </RadioGroup>
      </div>
      <FieldGroup
        ref={childrenRef}
        tabIndex={-1}
        label={<FormattedMessage id="parents.children" />}
        description={<FormattedMessage id="parents.childrenHelp" />}
      >
        {values.children.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="parents.noChildren" />
          </p>
        ) : (
          <ul className={css.plainList}>
            {values.children.map((child) => (
              <li key={child.studentId} className={css.childRow}>
                <div>
                  <div className={css.childName}>{child.name}</div>
                  <div className={styles.muted}>{child.className}</div>
                </div>
                <Select
                  label={intl.formatMessage({ id: 'parents.childRelationship' }, { name: child.name })}
                  items={relationshipOptions(locale)}
                  value={child.relationship}
                  onChange={(key) =>
                    key &&
                    set('children')(
                      values.children.map((one) =>
                        one.studentId === child.studentId
                          ? { ...one, relationship: String(key) as ParentRelationship }
                          : one,
                      ),
                    )
                  }
                  isRequired
                />
                <Button
                  size="small"
                  aria-label={rowAction('common.remove', child.name)}
                  onPress={() => removeChild(child.studentId)}
                >
                  <FormattedMessage id="common.remove" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.children ? (
          <p role="alert" className={styles.formError}>
            {errors.children}
          </p>
        ) : null}
      </FieldGroup>
    </ResourceFormPage>
  );
}
