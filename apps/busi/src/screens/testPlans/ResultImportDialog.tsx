import {
  testPlanResultImport,
  testPlanResultImportProgress,
  testPlanResultImportTemplate,
} from '@school-sports/gateway-client';
import { type ListImportDialogProps, PlainImportDialog } from '../shared/PlainImportDialog.tsx';

const calls = {
  template: testPlanResultImportTemplate,
  upload: testPlanResultImport,
  progress: testPlanResultImportProgress,
};

/**
 * A running plan's results from its own template: the plan's students prefilled, a column per
 * measurement with its unit. The same dialog every import has: the template, one .xlsx, the counts
 * and the failed rows with every fault of each.
 */
export function ResultImportDialog({ planId, ...props }: ListImportDialogProps & { planId: string }) {
  return <PlainImportDialog calls={calls} title="imports.resultsTitle" fields={{ planId }} {...props} />;
}
