import {
  formatMeasurement,
  GRADE_KEYS,
  PHYSIQUE_BANDS,
  PHYSIQUE_ITEMS,
  type PhysiqueItem,
  physiqueItemLabel,
} from '@school-sports/domain';
import {
  physiqueExport,
  physiqueOptions,
  physiquePage,
  physiquePrintClass,
  physiquePrintStudent,
  physiqueStudent,
} from '@school-sports/gateway-client';
import { Dialog, Link, Spinner, Tag, useToast } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { domainText, failureText } from '../../i18n/translate.ts';
import { BandTag, bandLabel } from '../../kit/BandTag.tsx';
import type { ListColumn } from '../../kit/columns.tsx';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { saveFile } from '../../kit/exportList.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

// The year's tallies come after the list's first paint: they are tables of their own and a second
// request, and the list is what staff open the screen for.
// A student's years open in a dialog a few rows are opened with: their table loads then.
const PhysiqueYears = lazy(async () => ({ default: (await import('../../kit/PhysiqueYears.tsx')).PhysiqueYears }));
const PhysiqueSummary = lazy(async () => ({ default: (await import('./PhysiqueSummary.tsx')).PhysiqueSummary }));

type YearRow = RowOf<typeof physiquePage>;

// The year's reports are made by the gateway from the national tests' results: this screen finds,
// sorts and exports them; values are typed on a plan's check page or come from devices.
const physiqueResults = defineResource({
  screen: 'physiqueManage/testResult',
  texts: 'physiqueResults',
  page: physiquePage,
  export: physiqueExport,
  key: (row) => row.studentId,
  name: (row) => row.studentName,
  addPath: false,
  editPath: false,
});

/** The value an item was scored on, as the test records it (BMI with one decimal). */
function itemValue(item: PhysiqueItem, value: number): string {
  return item === 'bmi' ? value.toFixed(1) : formatMeasurement(item, value);
}

/** A student's report of each year: the same student across grades, from the list's row. */
function StudentHistory({ student, onClose }: { student: YearRow; onClose: () => void }) {
  const intl = useIntl();
  const history = useGatewayQuery(physiqueStudent, { studentId: student.studentId });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
      title={intl.formatMessage({ id: 'physiqueResults.historyTitle' }, { name: student.studentName })}
    >
      <Suspense fallback={<Spinner aria-label={intl.formatMessage({ id: 'physiqueResults.historyLoading' })} />}>
        {history.data ? (
          <PhysiqueYears years={history.data.years} />
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'physiqueResults.historyLoading' })} />
        )}
      </Suspense>
    </Dialog>
  );
}

/**
 * `physiqueManage/testResult` (k12, nf): every student's year under the national standard, from
 * the year's national tests: values, item scores, standard score, bonus, total and band, what is
 * missing or waits for a check; the school's, grades' and classes' tallies above (issue 48).
 */
export function PhysiqueResultsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const options = useGatewayQuery(physiqueOptions, {}).data;
  const c = useColumns<YearRow>();
  const text = (id: string) => domainText(locale, id);
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.${id}` }, values);
  const itemName = (item: PhysiqueItem) => text(physiqueItemLabel(item));
  const [history, setHistory] = useState<YearRow | null>(null);
  const [address] = useSearchParams();
  const location = useLocation();
  const can = useCan();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  const year = address.get('academicYearId') || undefined;
  const chosenClass = address.get('classId') ?? '';

  /** Downloads a PDF the gateway draws; one at a time, a refusal said in a toast. */
  async function print(download: () => ReturnType<typeof gateway.download>) {
    if (printing) return;
    setPrinting(true);
    try {
      const file = await download();
      saveFile(file.blob, file.fileName ?? 'report.pdf');
    } catch (error) {
      toast.error(failureText(locale, error));
    } finally {
      setPrinting(false);
    }
  }

  function itemColumn(item: PhysiqueItem, shown: boolean): ListColumn<YearRow> {
    const scored = (row: YearRow) => row.items.find((entry) => entry.item === item);
    return {
      key: `item.${item}`,
      title: itemName(item),
      align: 'end',
      hideable: true,
      // Items no student on the page takes (runs in a primary school) stay out of the table, not the export.
      ...(shown ? {} : { in: 'export' as const }),
      value: (row) => {
        const entry = scored(row);
        return entry ? message('itemScore', { value: itemValue(item, entry.value), score: entry.score }) : '';
      },
      render: (row) => {
        const entry = scored(row);
        if (!entry) return row.missing.includes(item) ? <Tag variant="warning">{message('notMeasured')}</Tag> : '—';
        return (
          <>
            {message('itemScore', { value: itemValue(item, entry.value), score: entry.score })}
            {entry.bmiBand ? (
              <>
                {' '}
                <BandTag band={entry.bmiBand} />
              </>
            ) : null}
          </>
        );
      },
    };
  }

  return (
    <ResourceList
      resource={physiqueResults}
      columns={(list) => {
        const taken = new Set(list.rows.flatMap((row) => [...row.items.map((entry) => entry.item), ...row.missing]));
        return [
          c.column('studentName', 'physiqueResults.student', { isRowHeader: true }),
          c.column('studentNumber', 'physiqueResults.studentNumber'),
          c.column('className', 'physiqueResults.class', { value: (row) => row.className ?? '', hideable: true }),
          c.column('gradeKey', 'physiqueResults.grade', {
            value: (row) => text(`grade.${row.gradeKey}`),
            hideable: true,
          }),
          c.column('sex', 'physiqueResults.sex', {
            value: (row) => text(`sex.${row.sex}`),
            hideable: true,
            defaultHidden: true,
          }),
          ...PHYSIQUE_ITEMS.map((item) => itemColumn(item, taken.has(item))),
          c.column('standardScore', 'physiqueResults.standardScore', { align: 'end', hideable: true }),
          c.column('bonus', 'physiqueResults.bonus', { align: 'end', hideable: true }),
          c.column('total', 'physiqueResults.total', { align: 'end' }),
          c.column('band', 'physiqueResults.band', {
            value: (row) => (row.band ? text(bandLabel(row.band)) : message('incomplete')),
            render: (row) => (
              <>
                {row.band ? <BandTag band={row.band} /> : <Tag>{message('incomplete')}</Tag>}
                {row.waiting.length > 0 ? (
                  <>
                    {' '}
                    <Tag variant="warning">{message('waiting')}</Tag>
                  </>
                ) : null}
              </>
            ),
          }),
          c.column('missing', 'physiqueResults.missing', {
            value: (row) => intl.formatList(row.missing.map(itemName), { type: 'unit', style: 'narrow' }),
            hideable: true,
            ellipsis: true,
          }),
        ];
      }}
      subtitle={
        <Link href={`${location.pathname.replace(/\/$/, '')}/editUpReport`}>
          {intl.formatMessage({ id: 'physiqueResults.beforeUpload' })}
        </Link>
      }
      headerAction={{
        button: 'print',
        label: 'physiqueResults.printClass',
        isDisabled: chosenClass === '' || printing,
        onPress: () =>
          void print(() =>
            gateway.download(physiquePrintClass, { classId: chosenClass, ...(year ? { academicYearId: year } : {}) }),
          ),
      }}
      rowActions={(row) => (
        <>
          <RowButton action="physiqueResults.history" name={row.studentName} onPress={() => setHistory(row)} />
          {can('print') ? (
            <RowButton
              action="physiqueResults.print"
              name={row.studentName}
              onPress={() =>
                void print(() =>
                  gateway.download(physiquePrintStudent, {
                    studentId: row.studentId,
                    ...(year ? { academicYearId: year } : {}),
                  }),
                )
              }
            />
          ) : null}
        </>
      )}
      visibleFilters={4}
      filters={() => [
        {
          kind: 'select',
          name: 'academicYearId',
          label: message('year'),
          options: (options?.years ?? []).map((year) => ({ value: year.academicYearId, label: year.name })),
        },
        { kind: 'search', name: 'keyword', label: message('search') },
        {
          kind: 'select',
          name: 'classId',
          label: message('class'),
          options: (options?.classes ?? []).map((entry) => ({
            value: entry.classId,
            label: `${entry.gradeName} ${entry.name}`,
          })),
        },
        {
          kind: 'select',
          name: 'band',
          label: message('band'),
          options: [
            ...PHYSIQUE_BANDS.map((entry) => ({ value: entry.band, label: text(entry.label) })),
            { value: 'incomplete', label: message('incomplete') },
          ],
        },
        {
          kind: 'select',
          name: 'grade',
          label: message('grade'),
          options: GRADE_KEYS.filter((key) => key.startsWith('g')).map((key) => ({
            value: key,
            label: text(`grade.${key}`),
          })),
        },
        {
          kind: 'select',
          name: 'missing',
          label: message('missing'),
          options: [
            { value: 'any', label: message('missingAny') },
            ...PHYSIQUE_ITEMS.map((item) => ({ value: item, label: itemName(item) })),
          ],
        },
      ]}
      above={(values) =>
        options && options.years.length === 0 ? (
          <p role="status">{message('noYear')}</p>
        ) : (
          <Suspense fallback={null}>
            <PhysiqueSummary academicYearId={values.academicYearId ?? ''} grade={values.grade ?? ''} />
          </Suspense>
        )
      }
    >
      {() => (history ? <StudentHistory student={history} onClose={() => setHistory(null)} /> : null)}
    </ResourceList>
  );
}
