import type { AppMessage } from './types.ts';

/** The texts of the department, college and major screens (issue 6). */
export const structureMessages = {} as const satisfies Record<string, AppMessage>;
