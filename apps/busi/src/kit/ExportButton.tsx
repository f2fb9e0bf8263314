import { MenuButton, MenuItem, useToast } from '@school-sports/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../i18n/translate.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { type ExportColumn, type ExportFormat, saveFile, XLSX_ROW_LIMIT } from './exportList.ts';
import type { ExportSource } from './exportSources.ts';

interface ExportButtonProps<Row> {
  /** The file's name without extension, and the sheet's. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** Where the rows come from: the list with its current filters (see exportSources.ts). */
  source: ExportSource<Row>;
  /** How many rows the list holds, where known: a list too long for one sheet is offered as CSV only. */
  total?: number;
}

/** Where an export is: the rows written so far, of how many. */
interface Progress {
  done: number;
  total: number | null;
}

/**
 * "Export" with its two formats: every row of the list as filtered, as .xlsx or .csv, written as
 * the rows stream in. While it runs, the button counts the rows and its menu offers to cancel; focus
 * stays on the button throughout.
 */
export function ExportButton<Row>({ name, columns, source, total }: ExportButtonProps<Row>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef<AbortController | null>(null);
  const tooLongForSheet = total !== undefined && total > XLSX_ROW_LIMIT;

  async function exportAs(format: ExportFormat) {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: null });
    try {
      const { exportWriter, SheetTooLarge } = await import('./exportWriter.ts');
      const writer = exportWriter(format, columns, name);
      let done = 0;
      let expected: number | null = null;
      try {
        await source({
          signal: controller.signal,
          onTotal: (value) => {
            expected = value;
            setProgress({ done, total: value });
          },
          onRows: (rows) => {
            writer.add(rows);
            done += rows.length;
            setProgress({ done, total: expected });
          },
        });
      } catch (error) {
        if (error instanceof SheetTooLarge) {
          toast.error(intl.formatMessage({ id: 'export.tooManyForSheet' }, { max: XLSX_ROW_LIMIT }));
          return;
        }
        throw error;
      }
      saveFile(writer.finish(), `${name}.${format}`);
      toast.success(intl.formatMessage({ id: 'export.done' }, { count: done }));
    } catch (error) {
      if (controller.signal.aborted) toast.info(intl.formatMessage({ id: 'export.cancelled' }));
      else toast.error(failureText(locale, error));
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  const label = progress
    ? progress.total === null
      ? intl.formatMessage({ id: 'export.busy' })
      : intl.formatMessage(
          { id: 'export.progress' },
          { done: progress.done, total: progress.total, percent: progress.total ? progress.done / progress.total : 0 },
        )
    : intl.formatMessage({ id: 'export.label' });

  return (
    <MenuButton
      label={label}
      onAction={(key) => {
        if (key === 'cancel') running.current?.abort();
        else void exportAs(key as ExportFormat);
      }}
      disabledKeys={tooLongForSheet ? ['xlsx'] : []}
    >
      {progress
        ? [
            <MenuItem key="cancel" id="cancel">
              {intl.formatMessage({ id: 'export.cancel' })}
            </MenuItem>,
          ]
        : [
            <MenuItem key="xlsx" id="xlsx">
              {intl.formatMessage(
                { id: tooLongForSheet ? 'export.xlsxTooMany' : 'export.xlsx' },
                { max: XLSX_ROW_LIMIT },
              )}
            </MenuItem>,
            <MenuItem key="csv" id="csv">
              {intl.formatMessage({ id: 'export.csv' })}
            </MenuItem>,
          ]}
    </MenuButton>
  );
}
