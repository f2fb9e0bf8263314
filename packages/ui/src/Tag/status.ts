/** The record statuses the back-office shows as tags (SPEC 4). */
export const statusKeys = [
  'enabled',
  'disabled',
  'notStarted',
  'inProgress',
  'ended',
  'endedEarly',
  'grouped',
  'ungrouped',
  'valid',
  'invalid',
  'registered',
  'unregistered',
  'offline',
  'draft',
  'published',
] as const;
export type StatusKey = (typeof statusKeys)[number];

/** The colours of a tag. */
export const tagVariants = ['default', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type TagVariant = (typeof tagVariants)[number];

/**
 * The colour of each status: green for what is on, valid or done as planned, blue for what is
 * running, amber for what waits on someone, red for what went wrong, grey for what is off or over.
 */
export const statusVariant: Readonly<Record<StatusKey, TagVariant>> = {
  enabled: 'success',
  disabled: 'default',
  notStarted: 'warning',
  inProgress: 'accent',
  ended: 'default',
  endedEarly: 'danger',
  grouped: 'success',
  ungrouped: 'warning',
  valid: 'success',
  invalid: 'danger',
  registered: 'success',
  unregistered: 'default',
  offline: 'default',
  draft: 'warning',
  published: 'success',
};

/** Whether a value is one of the known status keys (for data from a server). */
export function isStatusKey(value: unknown): value is StatusKey {
  return typeof value === 'string' && (statusKeys as readonly string[]).includes(value);
}
