import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './db/index.ts';
import { platformSetting } from './db/schema.ts';

/** The configured platform name, else the default one of SPEC 1 in the caller's language. */
export async function platformName(db: Database, locale: DomainLocale): Promise<string> {
  const [row] = await db.select().from(platformSetting).where(eq(platformSetting.key, 'platformName'));
  return row?.value ?? translateDomainMessage(locale, 'platform.defaultName');
}
