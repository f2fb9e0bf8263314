import { citizenImport, citizenImportProgress, citizenImportTemplate } from '@school-sports/gateway-client';
import { type ListImportDialogProps, PlainImportDialog } from '../shared/PlainImportDialog.tsx';

const calls = { template: citizenImportTemplate, upload: citizenImport, progress: citizenImportProgress };

/** The citizen import: one .xlsx of the template; a citizen already there (same mobile number) is updated. */
export function CitizenImportDialog(props: ListImportDialogProps) {
  return <PlainImportDialog calls={calls} title="citizens.importTitle" {...props} />;
}
