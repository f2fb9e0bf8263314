import { classImport, classImportProgress, classImportTemplate } from '@school-sports/gateway-client';
import { ImportDialog } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useImportTemplate, useImportUpload } from '../shared/importing.ts';
import * as styles from '../shared/screens.css.ts';

/**
 * The class import: one .xlsx of the template, classes named by grade and code. A class already
 * there (same grade and code) is updated; a new one opens in the current academic year.
 */
export function ClassImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const template = useImportTemplate(classImportTemplate);
  const importFile = useImportUpload(classImport, classImportProgress);
  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'classes.importTitle' })}
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
