import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform-wide settings (platform name, icons), one row per key. */
export const platformSetting = pgTable('platform_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
