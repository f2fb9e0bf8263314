/** The tones of a toast, each with its icon and colour. */
export const toastTones = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays when the caller does not say: 5 seconds. */
export const defaultToastTimeout = 5000;

/**
 * The auto-dismiss timeout of a toast in milliseconds, or `undefined` for one that stays until
 * closed. Errors stay by default (the user must be able to read them); every other tone leaves
 * after 5 s. A caller's `timeout` wins; `null` or a value of 0 or less means "stay".
 */
export function toastTimeoutFor(tone: ToastTone, timeout?: number | null): number | undefined {
  if (timeout === null) return undefined;
  if (timeout !== undefined) return timeout > 0 ? timeout : undefined;
  return tone === 'error' ? undefined : defaultToastTimeout;
}
