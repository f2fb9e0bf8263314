import * as z from 'zod/mini';
import { activationCodeInput, recordId } from './fields.ts';
import * as call from './screen.ts';

const deviceScreen = call.screen('device', 'device', {});

/** `GET /api/busi/web/device/import/template`: the device import template in the caller's language. */
export const deviceImportTemplate = call.importTemplate(
  deviceScreen,
  'The .xlsx template of the device import: headings, instructions and the venue IDs',
);

/**
 * `POST /api/busi/web/device/import`: activates devices from the template (multipart: field
 * `activationCode` first, then one .xlsx file). Answers the failure file; `content-disposition`
 * names the counts. Rows past the activatable count fail; serial numbers and MAC addresses are
 * unique on the platform, so a row already imported fails as a duplicate and is never doubled.
 */
export const deviceImport = call.importFile(
  deviceScreen,
  {
    activationCode: activationCodeInput,
  },
  'Activate devices from the template (.xlsx, no formulas) with the organisation’s activation code, within its activatable count; the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/device/import/progress`: how far the caller's device import has got. */
export const deviceImportProgress = call.importProgress(
  deviceScreen,
  'How far the caller’s device import named by progressId has got: rows checked, then rows written',
);

/** `POST /api/busi/web/device/token`: a new token for a device; the old one stops working. */
export const deviceIssueToken = call.write(deviceScreen, 'IssueToken', 'token', 'activate', {
  request: z.object({ deviceId: recordId('device.notFound') }),
  data: z.object({ deviceToken: z.string() }),
  summary: 'Issue a new token for a device of the organisation (answered once, stored only as a hash)',
});
