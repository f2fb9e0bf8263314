import type { AppLocale } from '../locale.ts';

/** One text of the app: an English description for translators, and the text in each locale. */
export type AppMessage = { description: string } & Record<AppLocale, string>;
