// The login form alone, apart from the other forms' rules: the sign-in page bundles only this.
import * as z from 'zod/mini';
import { PASSWORD_CHARACTERS, requiredText, withChecks } from './schema.ts';

/**
 * The login form: `accountNum` (account or mobile, required), `password` (required,
 * letters, digits and special symbols only, no Chinese or spaces), `code` (captcha answer,
 * required) and `randomStr` (the captcha's key, required: empty means the captcha failed to load).
 */
export const loginSchema = z.object({
  accountNum: withChecks(
    z.string({ error: 'validation.login.accountRequired' }),
    z.trim(),
    z.minLength(1, 'validation.login.accountRequired'),
  ),
  password: requiredText(
    'validation.login.passwordRequired',
    z.regex(PASSWORD_CHARACTERS, 'validation.password.characters'),
  ),
  code: withChecks(
    z.string({ error: 'validation.login.captchaRequired' }),
    z.trim(),
    z.minLength(1, 'validation.login.captchaRequired'),
  ),
  randomStr: requiredText('validation.login.captchaReload'),
});

/** A login form's values after {@link loginSchema}. */
export type LoginForm = z.infer<typeof loginSchema>;
