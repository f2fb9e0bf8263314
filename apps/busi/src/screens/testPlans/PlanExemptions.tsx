import {
  EXEMPTION_REASONS,
  type ExemptionReason,
  exemptionReasonLabel,
  itemOfMeasurement,
  type PhysiqueItem,
  physiqueItemLabel,
} from '@school-sports/domain';
import {
  testPlanExemptionDelete,
  testPlanExemptionList,
  testPlanExemptionSave,
  testPlanResultSheet,
} from '@school-sports/gateway-client';
import { Button, Checkbox, CheckboxGroup, ConfirmDialog, Select, TextField } from '@school-sports/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as sheetStyles from './testPlans.css.ts';

/** A class of the plan, as its progress names it. */
export interface PlanClass {
  classId: string;
  name: string;
}

/**
 * A plan's exemptions (issue 45): who is exempt from which items and why, recorded and withdrawn
 * by whoever holds the exempt button. The physique year leaves the items out of the student's
 * report, neither scored nor missing.
 */
export function PlanExemptions({
  planId,
  classes,
  canExempt,
}: {
  planId: string;
  classes: readonly PlanClass[];
  canExempt: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const { run } = useGatewayAction();
  const list = useGatewayQuery(testPlanExemptionList, { planId });
  const [adding, setAdding] = useState(false);
  const [withdrawing, setWithdrawing] = useState<{ exemptionId: string; studentName: string } | null>(null);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `testPlans.exemptions.${id}` }, values);
  const rows = list.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text('title')}</h2>
      {canExempt ? <Button onPress={() => setAdding(true)}>{text('add')}</Button> : null}
      {list.error ? <p role="alert">{list.error}</p> : null}
      {list.data && rows.length === 0 ? <p>{text('none')}</p> : null}
      {rows.length > 0 ? (
        <div className={sheetStyles.scroller}>
          <table className={sheetStyles.progress} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{text('student')}</th>
                <th scope="col">{text('class')}</th>
                <th scope="col">{text('items')}</th>
                <th scope="col">{text('reason')}</th>
                <th scope="col">{text('note')}</th>
                {canExempt ? <th scope="col">{text('actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.exemptionId}>
                  <th scope="row">
                    {row.studentName} {row.studentNumber}
                  </th>
                  <td>{row.className ?? '—'}</td>
                  <td>
                    {intl.formatList(
                      row.items.map((item) => domainText(locale, physiqueItemLabel(item))),
                      { type: 'unit', style: 'narrow' },
                    )}
                  </td>
                  <td>{domainText(locale, exemptionReasonLabel(row.reason))}</td>
                  <td>{row.note || '—'}</td>
                  {canExempt ? (
                    <td>
                      <RowButton
                        action="testPlans.exemptions.withdraw"
                        name={row.studentName}
                        onPress={() => setWithdrawing({ exemptionId: row.exemptionId, studentName: row.studentName })}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {adding ? (
        <ExemptionDialog
          planId={planId}
          classes={classes}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={text('withdrawTitle', { name: withdrawing?.studentName ?? '' })}
        message={text('withdrawMessage')}
        onConfirm={async () => {
          if (!withdrawing) return;
          const done = await run(testPlanExemptionDelete, { exemptionId: withdrawing.exemptionId }, 'success.deleted');
          // A refusal keeps the dialog open; the toast has said why.
          if (!done) throw new Error('refused');
          list.reload();
        }}
      />
    </section>
  );
}

/** A student of one of the plan's classes made exempt from some of the items the plan takes from them. */
function ExemptionDialog({
  planId,
  classes,
  onClose,
  onDone,
}: {
  planId: string;
  classes: readonly PlanClass[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  const [classId, setClassId] = useState(classes.length === 1 ? (classes[0]?.classId ?? '') : '');
  const [studentId, setStudentId] = useState('');
  const [items, setItems] = useState<string[]>([]);
  const [reason, setReason] = useState<ExemptionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const text = (id: string) => intl.formatMessage({ id: `testPlans.exemptions.${id}` });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { planId, studentId, items, reason, note };
    const parsed = testPlanExemptionSave.request.safeParse(request);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        next[field] ??= domainText(locale, issue.message);
      }
      setErrors(next);
      return;
    }
    if (await run(testPlanExemptionSave, parsed.data)) onDone();
  }

  return (
    <FormDialog title={text('addTitle')} onClose={onClose} formId={formId} isPending={isPending} size="medium">
      <form id={formId} onSubmit={submit} noValidate>
        <Select
          label={text('class')}
          items={classes.map((entry) => ({ id: entry.classId, label: entry.name }))}
          value={classId || null}
          onChange={(key) => {
            setClassId(key ? String(key) : '');
            setStudentId('');
            setItems([]);
          }}
          isRequired
        />
        {classId ? (
          <StudentAndItems
            key={classId}
            planId={planId}
            classId={classId}
            studentId={studentId}
            items={items}
            errors={errors}
            onStudent={(next) => {
              setStudentId(next);
              setItems([]);
              setErrors((current) => ({ ...current, studentId: undefined }));
            }}
            onItems={(next) => {
              setItems(next);
              setErrors((current) => ({ ...current, items: undefined }));
            }}
          />
        ) : null}
        <Select
          label={text('reason')}
          items={EXEMPTION_REASONS.map((one) => ({ id: one, label: domainText(locale, exemptionReasonLabel(one)) }))}
          value={reason || null}
          onChange={(key) => {
            setReason(key ? (String(key) as ExemptionReason) : '');
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          isRequired
          isInvalid={Boolean(errors.reason)}
          errorMessage={errors.reason}
        />
        <TextField
          label={text('note')}
          value={note}
          onChange={setNote}
          maxLength={200}
          isInvalid={Boolean(errors.note)}
          errorMessage={errors.note}
        />
      </form>
    </FormDialog>
  );
}

/** The chosen class's students, and the items the plan takes from the chosen one. */
function StudentAndItems({
  planId,
  classId,
  studentId,
  items,
  errors,
  onStudent,
  onItems,
}: {
  planId: string;
  classId: string;
  studentId: string;
  items: string[];
  errors: Record<string, string | undefined>;
  onStudent: (studentId: string) => void;
  onItems: (items: string[]) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const sheet = useGatewayQuery(testPlanResultSheet, { planId, classId });
  const students = sheet.data?.students ?? [];
  const chosen = students.find((one) => one.studentId === studentId);
  const offered: PhysiqueItem[] = [...new Set((chosen?.measurements ?? []).map(itemOfMeasurement))];
  const text = (id: string) => intl.formatMessage({ id: `testPlans.exemptions.${id}` });
  return (
    <>
      <Select
        label={text('student')}
        items={students.map((one) => ({ id: one.studentId, label: `${one.name} ${one.studentNumber}` }))}
        value={studentId || null}
        onChange={(key) => onStudent(key ? String(key) : '')}
        isLoading={sheet.isLoading}
        isRequired
        isInvalid={Boolean(errors.studentId)}
        errorMessage={errors.studentId}
      />
      {chosen ? (
        <CheckboxGroup
          label={text('items')}
          orientation="horizontal"
          value={items}
          onChange={onItems}
          isInvalid={Boolean(errors.items)}
          errorMessage={errors.items}
        >
          {offered.map((item) => (
            <Checkbox key={item} value={item}>
              {domainText(locale, physiqueItemLabel(item))}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
    </>
  );
}
