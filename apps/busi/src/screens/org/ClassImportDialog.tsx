import { classImport, classImportProgress, classImportTemplate } from '@school-sports/gateway-client';
import { type ListImportDialogProps, PlainImportDialog } from '../shared/PlainImportDialog.tsx';

const calls = { template: classImportTemplate, upload: classImport, progress: classImportProgress };

/**
 * The class import: one .xlsx of the template, classes named by grade and code. A class already
 * there (same grade and code) is updated; a new one opens in the current academic year.
 */
export function ClassImportDialog(props: ListImportDialogProps) {
  return <PlainImportDialog calls={calls} title="classes.importTitle" {...props} />;
}
