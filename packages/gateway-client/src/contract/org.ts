import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** The signed-in account's organisation, as the current-organisation screen shows it. */
export const currentOrgData = z.object({
  orgId: z.string(),
  tenantOrgId: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.int(),
  parentName: z.string(),
  platformName: z.string(),
  icon: z.string(),
  loginImg: z.string(),
  status: z.string(),
});

/** `GET /api/busi/web/currentOrg/detail`: the current organisation (menu function `currentOrg`). */
export const currentOrgDetail = defineEndpoint({
  name: 'currentOrgDetail',
  method: 'GET',
  path: '/api/busi/web/currentOrg/detail',
  request: z.object({}),
  data: currentOrgData,
  style: 'json',
  access: { funPath: 'currentOrg' },
  summary: 'The organisation of the current account',
});
