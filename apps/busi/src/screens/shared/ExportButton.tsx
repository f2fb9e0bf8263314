import { MenuButton, MenuItem, useToast } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../../i18n/translate.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { collectRows, type ExportColumn, type ExportFormat, exportFile, exportTable, saveFile } from './exportList.ts';

interface ExportButtonProps<Row> {
  /** The file's name without extension, and the sheet's. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** A page of the list with its current filters. */
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ records: readonly Row[]; total: number }>;
}

/** "Export" with its two formats: every row of the list as filtered, as .xlsx or .csv. */
export function ExportButton<Row>({ name, columns, fetchPage }: ExportButtonProps<Row>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function exportAs(format: ExportFormat) {
    if (busy) return;
    setBusy(true);
    try {
      const rows = await collectRows(fetchPage);
      saveFile(await exportFile(exportTable(columns, rows), format, name), `${name}.${format}`);
      toast.success(intl.formatMessage({ id: 'export.done' }, { count: rows.length }));
    } catch (error) {
      toast.error(failureText(locale, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MenuButton
      label={intl.formatMessage({ id: busy ? 'export.busy' : 'export.label' })}
      isDisabled={busy}
      onAction={(key) => exportAs(key as ExportFormat)}
    >
      <MenuItem id="xlsx">{intl.formatMessage({ id: 'export.xlsx' })}</MenuItem>
      <MenuItem id="csv">{intl.formatMessage({ id: 'export.csv' })}</MenuItem>
    </MenuButton>
  );
}
