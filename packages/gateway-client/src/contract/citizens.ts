// Citizens (issue 7): the `user/citizen` screen of the nf frame, the people a national fitness
// organisation serves: name, sex, a mobile number unique in the organisation, ID card number, birth
// date, address and an enablement status. They do not sign in to the back-office.
import { citizenFields, SEXES } from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';
import { peopleKeyword, staffStatus } from './users.ts';

/** A citizen as the list and the edit form show them. */
export const citizenRecord = z.object({
  citizenId: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  mobile: z.string(),
  idCard: z.string(),
  /** `YYYY-MM-DD`, or null when not known. */
  birthDate: z.nullable(z.string()),
  address: z.string(),
  status: staffStatus,
  createdAt: z.string(),
});

const citizenScreen = call.screen('citizen', 'user/citizen', { citizenId: recordId() });

/** `GET /api/busi/web/citizen/page`: a page of the organisation's citizens. */
export const citizenPage = call.page(
  citizenScreen,
  { keyword: peopleKeyword, status: z.optional(staffStatus) },
  citizenRecord,
  'A page of the organisation’s citizens, searched by name, mobile or ID card number, and by status',
  ['name', 'mobile', 'status'],
);

/** Every citizen the list finds with the same filters, streamed for its export. */
export const citizenExport = call.exported(citizenScreen, citizenPage);

/** `GET /api/busi/web/citizen/detail`: one citizen. */
export const citizenDetail = call.detail(citizenScreen, citizenRecord, 'One citizen of the organisation');

/** `POST /api/busi/web/citizen/add`: a new citizen. */
export const citizenAdd = call.add(
  citizenScreen,
  citizenFields,
  'Add a citizen; the mobile number is unique in the organisation',
);

/** `POST /api/busi/web/citizen/edit`: changes a citizen. */
export const citizenEdit = call.edit(
  citizenScreen,
  citizenFields,
  'Edit a citizen; the mobile number stays unique in the organisation',
);

/** `POST /api/busi/web/citizen/status`: enables or disables a citizen. */
export const citizenSetStatus = call.setStatus(
  citizenScreen,
  staffStatus,
  'Enable or disable a citizen, along the enablement transitions of the domain',
);

/** `POST /api/busi/web/citizen/delete`: deletes a citizen. */
export const citizenDelete = call.remove(citizenScreen, 'Delete a citizen of the organisation');

/** `GET /api/busi/web/citizen/import/template`: the citizen import template in the caller's language. */
export const citizenImportTemplate = call.importTemplate(
  citizenScreen,
  'The .xlsx template of the citizen import: headings, instructions and the valid values (sexes)',
);

/**
 * `POST /api/busi/web/citizen/import`: adds citizens from the template (multipart: one .xlsx file).
 * Answers the failure file; `content-disposition` names the counts. The mobile number, unique in the
 * organisation, is the key: a citizen already there is updated, never doubled.
 */
export const citizenImport = call.importFile(
  citizenScreen,
  {},
  'Import citizens from the template (.xlsx, no formulas): new ones are added, existing ones (by mobile number) updated; the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/citizen/import/progress`: how far the caller's citizen import has got. */
export const citizenImportProgress = call.importProgress(
  citizenScreen,
  'How far the caller’s citizen import named by progressId has got: rows checked, then rows written',
);
