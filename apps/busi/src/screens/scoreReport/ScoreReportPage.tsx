import { type DataOf, publicScoreReport } from '@school-sports/gateway-client';
import { Button, TextField } from '@school-sports/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { PhysiqueYears } from '../../kit/PhysiqueYears.tsx';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './scoreReport.css.ts';

type Report = DataOf<typeof publicScoreReport>;
type Field = 'schoolCode' | 'studentNumber' | 'name' | 'code';

const empty: Record<Field, string> = { schoolCode: '', studentNumber: '', name: '', code: '' };

/**
 * A random key for a captcha image, as the sign-in page draws one; kept here rather than shared,
 * so that the sign-in page does not load a file of its own for four lines.
 */
function newCaptchaKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The public score lookup (issue 48), without a session: `/scoreReportK12` for schools and
 * `/scoreReport` for universities. A student or parent types the school code, student number,
 * name and captcha and sees the student's report of each year. A refusal clears the captcha and
 * draws a new one, as the sign-in page does.
 */
function ScoreReport({ kind }: { kind: 'school' | 'university' }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const message = (key: string, extra?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.lookup.${key}` }, extra);
  const text = (key: string) => domainText(locale, key);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = publicScoreReport.request.safeParse({ ...values, randomStr: captchaKey });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | 'randomStr';
        if (field === 'randomStr') setFormError(text(issue.message));
        else next[field] ??= text(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      setReport(await gateway.call(publicScoreReport, parsed.data));
    } catch (error) {
      setReport(null);
      setFormError(failureText(locale, error));
    } finally {
      // A captcha answers once, right or wrong: the next lookup needs a new one.
      setValues((current) => ({ ...current, code: '' }));
      setCaptchaKey(newCaptchaKey());
      setPending(false);
    }
  }

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: Field, label: string, autoComplete = 'off') => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={update(name)}
      isRequired
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );

  return (
    <main className={css.page} data-screen="scoreReport">
      <form className={css.card} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
        <h1 id={`${id}-title`} className={css.title}>
          {message(kind === 'school' ? 'titleSchool' : 'titleUniversity')}
        </h1>
        <p className={css.hint}>{message('hint')}</p>
        {field('schoolCode', message('schoolCode'))}
        {field('studentNumber', message('studentNumber'))}
        {field('name', message('name'), 'name')}
        <div className={css.captchaRow}>
          {field('code', message('captcha'))}
          <button
            type="button"
            className={css.captchaButton}
            onClick={() => setCaptchaKey(newCaptchaKey())}
            aria-label={message('captchaImage')}
          >
            <img key={captchaKey} src={`/api/code?randomStr=${captchaKey}`} alt="" width={120} height={40} />
          </button>
        </div>
        {formError ? (
          <p className={css.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" isPending={pending}>
          {message('submit')}
        </Button>
      </form>
      {report ? (
        <section className={css.report} aria-labelledby={`${id}-report`}>
          <h2 id={`${id}-report`}>{message('reportTitle', { name: report.studentName, school: report.schoolName })}</h2>
          <PhysiqueYears years={report.years} />
        </section>
      ) : null}
    </main>
  );
}

/** `/scoreReportK12`: a school student's lookup. */
export function SchoolScoreReportPage() {
  return <ScoreReport kind="school" />;
}

/** `/scoreReport`: a university student's lookup. */
export function UniversityScoreReportPage() {
  return <ScoreReport kind="university" />;
}
