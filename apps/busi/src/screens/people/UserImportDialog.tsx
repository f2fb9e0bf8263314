import { userImport, userImportProgress, userImportTemplate } from '@school-sports/gateway-client';
import { type ListImportDialogProps, PlainImportDialog } from '../shared/PlainImportDialog.tsx';

const calls = { template: userImportTemplate, upload: userImport, progress: userImportProgress };

/**
 * The user import: the initial password of the new users first, then one .xlsx of the template;
 * users already there (by login account) are updated and keep their password.
 */
export function UserImportDialog(props: ListImportDialogProps) {
  return <PlainImportDialog calls={calls} title="users.importTitle" withPassword {...props} />;
}
