import { teacherImport, teacherImportProgress, teacherImportTemplate } from '@school-sports/gateway-client';
import { type ListImportDialogProps, PlainImportDialog } from '../shared/PlainImportDialog.tsx';

const calls = { template: teacherImportTemplate, upload: teacherImport, progress: teacherImportProgress };

/**
 * The teacher import: the initial password of the new teachers first, then one .xlsx of the
 * template; teachers already there (by login account) are updated and keep their password.
 */
export function TeacherImportDialog(props: ListImportDialogProps) {
  return <PlainImportDialog calls={calls} title="teachers.importTitle" withPassword {...props} />;
}
