import type { Endpoint } from '@school-sports/gateway-client';
import { ImportDialog } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import type { AppMessageId } from '../../i18n/messages.ts';
import { useImportTemplate, useImportUpload } from './importing.ts';
import * as styles from './screens.css.ts';

/** The three calls of an import: its template, its upload, and how far an upload has got. */
export interface ImportCalls {
  template: Endpoint;
  upload: Parameters<typeof useImportUpload>[0];
  progress: Parameters<typeof useImportUpload>[1];
}

/** What a list hands its import dialog. */
export interface ListImportDialogProps {
  onClose: () => void;
  onImported: () => void;
}

/**
 * The import dialog of a list whose import asks for nothing but the file (classes, citizens): the
 * template to download, then one .xlsx of it.
 */
export function PlainImportDialog({
  calls,
  title,
  onClose,
  onImported,
}: ListImportDialogProps & { calls: ImportCalls; title: AppMessageId }) {
  const intl = useIntl();
  const template = useImportTemplate(calls.template);
  const importFile = useImportUpload(calls.upload, calls.progress);
  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: title })}
      templateHref={template.href}
      templateName={template.name}
      requiredFields={
        template.error ? (
          <p role="alert" className={styles.formError}>
            {intl.formatMessage({ id: 'imports.templateFailed' }, { reason: template.error })}
          </p>
        ) : undefined
      }
      onUpload={(file, options) => importFile(file, {}, options)}
      onFinished={onImported}
    />
  );
}
