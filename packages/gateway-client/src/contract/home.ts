import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

const count = z.int();

/**
 * The key counts of the caller's organisation, as the home page shows them. A count is present only
 * where the role may open the list it counts, and covers what that list would show the caller.
 */
export const homeCountsRecord = z.object({
  /** Students in the classes the role reaches (`user/student`). */
  students: z.optional(count),
  /** Classes the role reaches, graduated ones left out as the class list does (`org/class`). */
  classes: z.optional(count),
  /** Teachers (`user/teacher`). */
  teachers: z.optional(count),
  /** Devices, sub-devices included, and of them those online now (`device`). */
  devices: z.optional(z.object({ total: count, online: count })),
  /** Organisations below the caller's, as organisation management lists them (`orgManage/orgInfo`). */
  organisations: z.optional(count),
  /** Staff accounts of the caller's organisation, as user management lists them (`user`). */
  users: z.optional(count),
});

/**
 * `GET /api/busi/web/home/counts`: open to any signed-in role, as every role has a home page; each
 * count inside is checked against its list's menu function instead.
 */
export const homeCounts = defineEndpoint({
  name: 'homeCounts',
  method: 'GET',
  path: '/api/busi/web/home/counts',
  request: z.object({}),
  data: homeCountsRecord,
  style: 'json',
  access: 'session',
  summary: 'The key counts of the organisation the caller’s role may see, for the home page',
});
