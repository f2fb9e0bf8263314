import { formatMeasurement, isTimedRun, measurementLabel } from '@school-sports/domain';
import {
  testPlanResultConfirm,
  testPlanResultCorrect,
  testPlanResultHistory,
  testPlanResultPage,
} from '@school-sports/gateway-client';
import { NumberField, PagedTable, Switch, Tag, TextField } from '@school-sports/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { BandTag } from '../../kit/BandTag.tsx';
import type { RowOf } from '../../kit/defineResource.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type Result = RowOf<typeof testPlanResultPage>;
type Task = { kind: 'confirm' | 'correct' | 'history'; result: Result };

/**
 * A plan's values, the ones waiting for a second check first (issue 45): each confirmed as it is or
 * corrected to another value, always with a reason, and its history of both one press away. What
 * counts is kept by the gateway: a confirmation or correction answers the version it was made on,
 * so a value changed meanwhile by someone else is refused, not overwritten.
 */
export function ResultChecks({
  planId,
  canCorrect,
  onChanged,
  saves,
}: {
  planId: string;
  canCorrect: boolean;
  onChanged: () => void;
  /** How many times the class sheet has saved: values typed there are read again. */
  saves: number;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const [onlyWaiting, setOnlyWaiting] = useState(true);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [task, setTask] = useState<Task | null>(null);
  const results = useGatewayQuery(testPlanResultPage, {
    planId,
    ...page,
    ...(onlyWaiting ? { needsCheck: 'true' as const } : {}),
  });
  const { reload } = results;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a save of the sheet is what asks for the reload
  useEffect(() => {
    if (saves > 0) reload();
  }, [saves]);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `testPlans.checks.${id}` }, values);
  const what = (row: Result) =>
    `${row.studentName} ${domainText(locale, measurementLabel(row.measurement))} ${formatMeasurement(row.measurement, row.value)}`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text('title')}</h2>
      <Switch
        isSelected={onlyWaiting}
        onChange={(selected) => {
          setOnlyWaiting(selected);
          setPage((current) => ({ ...current, pageNum: 1 }));
        }}
      >
        {text('onlyWaiting')}
      </Switch>
      <PagedTable<Result>
        caption={text('title')}
        rows={results.data?.records ?? []}
        rowKey={(row) => row.resultId}
        total={results.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        isLoading={results.isLoading}
        error={results.error ?? undefined}
        onRetry={results.reload}
        emptyContent={text(onlyWaiting ? 'noneWaiting' : 'none')}
        columns={[
          { key: 'studentName', title: text('student'), isRowHeader: true, render: (row) => row.studentName },
          { key: 'studentNumber', title: text('studentNumber'), render: (row) => row.studentNumber },
          {
            key: 'measurement',
            title: text('measurement'),
            render: (row) => domainText(locale, measurementLabel(row.measurement)),
          },
          {
            key: 'value',
            title: text('value'),
            align: 'end',
            render: (row) => (
              <>
                {formatMeasurement(row.measurement, row.value)}
                {row.needsCheck ? (
                  <>
                    {' '}
                    <Tag variant="warning">{text('waiting')}</Tag>
                  </>
                ) : null}
              </>
            ),
          },
          { key: 'score', title: text('score'), align: 'end', render: (row) => row.score ?? '—' },
          { key: 'band', title: text('band'), render: (row) => <BandTag band={row.band} /> },
          {
            key: 'source',
            title: text('source'),
            render: (row) => domainText(locale, `fitness.source.${row.source}`),
          },
        ]}
        rowActions={(row) => (
          <>
            {canCorrect && row.needsCheck ? (
              <RowButton
                action="testPlans.checks.confirm"
                name={what(row)}
                onPress={() => setTask({ kind: 'confirm', result: row })}
              />
            ) : null}
            {canCorrect ? (
              <RowButton
                action="testPlans.checks.correct"
                name={what(row)}
                onPress={() => setTask({ kind: 'correct', result: row })}
              />
            ) : null}
            <RowButton
              action="testPlans.checks.history"
              name={what(row)}
              onPress={() => setTask({ kind: 'history', result: row })}
            />
          </>
        )}
      />
      {task?.kind === 'history' ? (
        <ResultHistory
          result={task.result}
          title={text('historyTitle', { what: what(task.result) })}
          onClose={() => setTask(null)}
        />
      ) : task ? (
        <ChangeDialog
          task={task}
          title={text(task.kind === 'confirm' ? 'confirmTitle' : 'correctTitle', { what: what(task.result) })}
          onClose={() => setTask(null)}
          onDone={() => {
            setTask(null);
            results.reload();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

/** Confirm a value as it is, or correct it to another, with a reason of 2 to 200 characters. */
function ChangeDialog({
  task,
  title,
  onClose,
  onDone,
}: {
  task: Task;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  const { result } = task;
  const [value, setValue] = useState(result.value);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ value?: string; reason?: string }>({});
  const text = (id: string) => intl.formatMessage({ id: `testPlans.checks.${id}` });
  const unit = isTimedRun(result.measurement) || result.measurement === 'sprint50m' ? text('seconds') : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { resultId: result.resultId, reason, version: result.version };
    const parsed =
      task.kind === 'confirm'
        ? testPlanResultConfirm.request.safeParse(request)
        : testPlanResultCorrect.request.safeParse({ ...request, value });
    if (!parsed.success) {
      const next: { value?: string; reason?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'value' || field === 'reason') next[field] ??= domainText(locale, issue.message);
      }
      setErrors(next);
      return;
    }
    const done =
      task.kind === 'confirm'
        ? await run(testPlanResultConfirm, { ...request }, 'success.saved')
        : await run(testPlanResultCorrect, { ...request, value }, 'success.saved');
    if (done) onDone();
  }

  return (
    <FormDialog title={title} onClose={onClose} formId={formId} isPending={isPending} size="medium">
      <form id={formId} onSubmit={submit} noValidate>
        {task.kind === 'correct' ? (
          <NumberField
            label={`${text('newValue')}${unit ? ` (${unit})` : ''}`}
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors((current) => ({ ...current, value: undefined }));
            }}
            formatOptions={{ maximumFractionDigits: 3 }}
            hideSteppers
            isRequired
            isInvalid={Boolean(errors.value)}
            errorMessage={errors.value}
            autoFocus
          />
        ) : null}
        <TextField
          label={text('reason')}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          maxLength={200}
          isRequired
          isInvalid={Boolean(errors.reason)}
          errorMessage={errors.reason}
          autoFocus={task.kind === 'confirm'}
        />
      </form>
    </FormDialog>
  );
}

/** A value's corrections and confirmations, newest first, with who and why. */
function ResultHistory({ result, title, onClose }: { result: Result; title: string; onClose: () => void }) {
  const intl = useIntl();
  const history = useGatewayQuery(testPlanResultHistory, { resultId: result.resultId });
  const text = (id: string) => intl.formatMessage({ id: `testPlans.checks.${id}` });
  const rows = history.data ?? [];
  return (
    <FormDialog title={title} onClose={onClose} doneLabel={text('close')} size="medium">
      {history.data && rows.length === 0 ? <p>{text('noHistory')}</p> : null}
      {rows.length > 0 ? (
        <ol>
          {rows.map((entry) => (
            <li key={`${entry.at}-${entry.newValue}`}>
              {intl.formatMessage(
                { id: 'testPlans.checks.change' },
                {
                  at: intl.formatDate(entry.at, { dateStyle: 'short', timeStyle: 'short' }),
                  by: entry.by ?? text('someone'),
                  from: formatMeasurement(result.measurement, entry.oldValue),
                  to: formatMeasurement(result.measurement, entry.newValue),
                  reason: entry.reason,
                },
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </FormDialog>
  );
}
