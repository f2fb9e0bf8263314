export {
  ImportDialog,
  type ImportDialogProps,
  type ImportResult,
  type ImportRows,
  type ImportStatus,
  importStatuses,
} from './ImportDialog.tsx';
export { type ImportProgressPace, importProgressPace, progressAt } from './importProgress.ts';
export { useImportProgress } from './useImportProgress.ts';
