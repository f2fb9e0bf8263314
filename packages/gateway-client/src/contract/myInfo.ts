// The personal centre's edits (SPEC 2 myInfo): apart from sign-in, so the sign-in page never
// bundles the validation rules these need.
import { mobileNumberSchema, passwordSchema, personNameSchema, urlText } from '@school-sports/domain';
import * as z from 'zod/mini';
import { passwordDigest } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';

/** `POST /api/busi/web/myInfo/editUser`: the person's own name, mobile and avatar. */
export const editUser = defineEndpoint({
  name: 'editUser',
  method: 'POST',
  path: '/api/busi/web/myInfo/editUser',
  request: z.object({
    name: personNameSchema,
    mobile: z.union([mobileNumberSchema, z.literal('')]),
    /** An http(s) address or a path of this gateway's files; blank for none. */
    avatar: z._default(urlText(), ''),
  }),
  data: z.null(),
  style: 'json',
  access: 'session',
  summary: 'Edit the signed-in person’s name, mobile number and avatar',
});

/**
 * `POST /api/busi/web/myInfo/editAccount`: change the password. The old one is sent as its
 * SHA-256 digest like at sign-in; the new one in clear (over TLS) so the gateway can enforce the
 * 6 to 20 rule itself, then stores it the same way.
 */
export const editAccount = defineEndpoint({
  name: 'editAccount',
  method: 'POST',
  path: '/api/busi/web/myInfo/editAccount',
  request: z.object({ oldPassword: passwordDigest, newPassword: passwordSchema }),
  data: z.null(),
  style: 'json',
  access: 'session',
  summary: 'Change the signed-in person’s password; other sessions of the person end',
});
