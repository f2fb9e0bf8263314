import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { type DataOf, physiqueUploadFix, type physiqueUploadProblems } from '@school-sports/gateway-client';
import { ComboBox, DatePicker, TextField } from '@school-sports/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { nationOptions } from '../../kit/nations.ts';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

/** A problem of the before-upload list, with the student's record as the dialog starts from it. */
export type Problem = DataOf<typeof physiqueUploadProblems>['problems'][number];

const EARLIEST_BIRTH_DATE = parseDate('1900-01-01');

function dateOf(text: string | null): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

/** A student's registration number, ethnic code and birth date, corrected from the list. */
export function UploadFixDialog({
  problem,
  onClose,
  onDone,
}: {
  problem: Problem;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  const [values, setValues] = useState({
    registrationNumber: problem.registrationNumber,
    nation: problem.nation,
    birthDate: problem.birthDate ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const text = (id: string, extra?: Record<string, string>) =>
    intl.formatMessage({ id: `physiqueResults.upload.${id}` }, extra);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { studentId: problem.studentId, ...values };
    const parsed = physiqueUploadFix.request.safeParse(request);
    if (!parsed.success) {
      const next: Partial<Record<keyof typeof values, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof values;
        next[field] ??= domainText(locale, issue.message);
      }
      setErrors(next);
      return;
    }
    if (await run(physiqueUploadFix, parsed.data)) onDone();
  }

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <FormDialog
      title={text('fixTitle', { name: problem.studentName })}
      onClose={onClose}
      formId={formId}
      isPending={isPending}
      size="medium"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={text('what.registrationNumber')}
          value={values.registrationNumber}
          onChange={set('registrationNumber')}
          maxLength={30}
          autoComplete="off"
          isInvalid={Boolean(errors.registrationNumber)}
          errorMessage={errors.registrationNumber}
          autoFocus={problem.field === 'registrationNumber'}
        />
        <ComboBox
          label={text('what.nation')}
          items={nationOptions(locale)}
          selectedKey={values.nation || null}
          onSelectionChange={(key) => set('nation')(key ? String(key) : '')}
          isInvalid={Boolean(errors.nation)}
          errorMessage={errors.nation}
          autoFocus={problem.field === 'nation'}
        />
        <DatePicker
          label={text('what.birthDate')}
          value={dateOf(values.birthDate)}
          onChange={(date) => set('birthDate')(date ? date.toString() : '')}
          minValue={EARLIEST_BIRTH_DATE}
          maxValue={today('UTC')}
          granularity="day"
          isInvalid={Boolean(errors.birthDate)}
          errorMessage={errors.birthDate}
          autoFocus={problem.field === 'birthDate'}
        />
      </form>
    </FormDialog>
  );
}
