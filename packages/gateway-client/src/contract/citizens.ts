// Citizens (issue 7): the `user/citizen` screen of the nf frame, the people a national fitness
// organisation serves: name, sex, a mobile number unique in the organisation, ID card number, birth
// date, address and an enablement status. They do not sign in to the back-office.
import { citizenFields, SEXES } from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { pageFields, pageOf, recordId } from './fields.ts';
import { peopleKeyword, staffStatus } from './users.ts';

const citizenAccess = 'user/citizen';

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

/** `GET /api/busi/web/citizen/page`: a page of the organisation's citizens. */
export const citizenPage = defineEndpoint({
  name: 'citizenPage',
  method: 'GET',
  path: '/api/busi/web/citizen/page',
  request: z.object({ ...pageFields, keyword: peopleKeyword, status: z.optional(staffStatus) }),
  data: pageOf(citizenRecord),
  style: 'json',
  access: { funPath: citizenAccess },
  summary: 'A page of the organisation’s citizens, searched by name, mobile or ID card number, and by status',
});

/** `GET /api/busi/web/citizen/detail`: one citizen. */
export const citizenDetail = defineEndpoint({
  name: 'citizenDetail',
  method: 'GET',
  path: '/api/busi/web/citizen/detail',
  request: z.object({ citizenId: recordId() }),
  data: citizenRecord,
  style: 'json',
  access: { funPath: citizenAccess },
  summary: 'One citizen of the organisation',
});

/** `POST /api/busi/web/citizen/add`: a new citizen. */
export const citizenAdd = defineEndpoint({
  name: 'citizenAdd',
  method: 'POST',
  path: '/api/busi/web/citizen/add',
  request: z.object(citizenFields),
  data: z.object({ citizenId: z.string() }),
  style: 'json',
  access: { funPath: citizenAccess, button: 'add' },
  summary: 'Add a citizen; the mobile number is unique in the organisation',
});

/** `POST /api/busi/web/citizen/edit`: changes a citizen. */
export const citizenEdit = defineEndpoint({
  name: 'citizenEdit',
  method: 'POST',
  path: '/api/busi/web/citizen/edit',
  request: z.object({ citizenId: recordId(), ...citizenFields }),
  data: z.null(),
  style: 'json',
  access: { funPath: citizenAccess, button: 'edit' },
  summary: 'Edit a citizen; the mobile number stays unique in the organisation',
});

/** `POST /api/busi/web/citizen/status`: enables or disables a citizen. */
export const citizenSetStatus = defineEndpoint({
  name: 'citizenSetStatus',
  method: 'POST',
  path: '/api/busi/web/citizen/status',
  request: z.object({ citizenId: recordId(), status: staffStatus }),
  data: z.null(),
  style: 'json',
  access: { funPath: citizenAccess, button: 'status' },
  summary: 'Enable or disable a citizen, along the enablement transitions of the domain',
});

/** `POST /api/busi/web/citizen/delete`: deletes a citizen. */
export const citizenDelete = defineEndpoint({
  name: 'citizenDelete',
  method: 'POST',
  path: '/api/busi/web/citizen/delete',
  request: z.object({ citizenId: recordId() }),
  data: z.null(),
  style: 'json',
  access: { funPath: citizenAccess, button: 'delete' },
  summary: 'Delete a citizen of the organisation',
});
