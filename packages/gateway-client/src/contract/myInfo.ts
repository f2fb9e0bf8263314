// The personal centre's edits (SPEC 2 myInfo): apart from sign-in, so the sign-in page never
// bundles the validation rules these need.
import { mobileNumberSchema, passwordSchema, personNameSchema, urlText } from '@school-sports/domain';
import * as z from 'zod/mini';
import { passwordDigest } from './auth.ts';
import * as call from './screen.ts';

/** `POST /api/busi/web/myInfo/editUser`: the person's own name, mobile and avatar. */
export const editUser = call.personal('editUser', 'editUser', {
  request: z.object({
    name: personNameSchema,
    mobile: z.union([mobileNumberSchema, z.literal('')]),
    /** An http(s) address or a path of this gateway's files; blank for none. */
    avatar: z._default(urlText(), ''),
  }),
  data: z.null(),
  summary: 'Edit the signed-in person’s name, mobile number and avatar',
});

/**
 * `POST /api/busi/web/myInfo/editAccount`: change the password. The old one is sent as its
 * SHA-256 digest like at sign-in; the new one in clear (over TLS) so the gateway can enforce the
 * 6 to 20 rule itself, then stores it the same way.
 */
export const editAccount = call.personal('editAccount', 'editAccount', {
  request: z.object({ oldPassword: passwordDigest, newPassword: passwordSchema }),
  data: z.null(),
  summary: 'Change the signed-in person’s password; other sessions of the person end',
});
