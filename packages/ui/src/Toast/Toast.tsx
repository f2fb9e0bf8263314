import { type ReactNode, useMemo } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Toast.css.ts';
import { toastStrings } from './Toast.strings.ts';
import { type ToastTone, toastTimeoutFor } from './toastTiming.ts';

export { defaultToastTimeout, type ToastTone, toastTimeoutFor, toastTones } from './toastTiming.ts';

/** Where the toasts stack on the screen. */
export const toastPlacements = ['top', 'top-end', 'bottom', 'bottom-end'] as const;
export type ToastPlacement = (typeof toastPlacements)[number];

/** The success messages of the back-office (SPEC 8), shown localised by `useToast().done(...)`. */
export const toastSuccessActions = ['saved', 'added', 'modified', 'deleted', 'statusChanged', 'passwordReset'] as const;
export type ToastSuccessAction = (typeof toastSuccessActions)[number];

/** What a queued toast holds. */
export interface ToastContent {
  /** The icon and colour. */
  tone: ToastTone;
  /** The message. */
  title: ReactNode;
  /** A second, quieter line. */
  description?: ReactNode;
}

/** Options of one toast. */
export interface ShowToastOptions {
  /** A second, quieter line under the message. */
  description?: ReactNode;
  /**
   * Milliseconds before it leaves by itself; `null` keeps it until closed. Timers pause while
   * the pointer or focus is on the toasts.
   * @default 5000, and no timeout for errors
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** Shows and closes toasts. Each method returns the toast's key, for `close(key)`. */
export interface ToastApi {
  /** The react-aria queue underneath, for `ToastRegion`'s `queue` prop. */
  readonly queue: AriaToastQueue<ToastContent>;
  /** Shows a toast of any tone. */
  show(tone: ToastTone, title: ReactNode, options?: ShowToastOptions): string;
  /** A green check: the action succeeded. */
  success(title: ReactNode, options?: ShowToastOptions): string;
  /** A red cross that stays until closed: the action failed. */
  error(title: ReactNode, options?: ShowToastOptions): string;
  /** A blue note. */
  info(title: ReactNode, options?: ShowToastOptions): string;
  /** An amber warning. */
  warning(title: ReactNode, options?: ShowToastOptions): string;
  /** Closes one toast. */
  close(key: string): void;
  /** Closes every toast. */
  clear(): void;
}

export interface CreateToastQueueOptions {
  /**
   * How many toasts show at once; the rest wait their turn.
   * @default 5
   */
  maxVisibleToasts?: number;
}

/** Makes a queue of toasts; render it with `<ToastRegion queue={...} />`. */
export function createToastQueue({ maxVisibleToasts = 5 }: CreateToastQueueOptions = {}): ToastApi {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const show = (tone: ToastTone, title: ReactNode, options: ShowToastOptions = {}) =>
    queue.add(
      { tone, title, description: options.description },
      { timeout: toastTimeoutFor(tone, options.timeout), onClose: options.onClose },
    );
  return {
    queue,
    show,
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    info: (title, options) => show('info', title, options),
    warning: (title, options) => show('warning', title, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/** The application's toast queue: what `useToast()` and `<ToastRegion />` use unless given another. */
export const toastQueue: ToastApi = createToastQueue();

/** `ToastApi` plus the localised success messages of SPEC 8. */
export interface ToastHandle extends ToastApi {
  /** Shows the localised success message of an action, e.g. `done('saved')` shows "保存成功". */
  done(action: ToastSuccessAction, options?: ShowToastOptions): string;
}

/**
 * Shows toasts from a component: `const toast = useToast(); toast.done('saved');`,
 * `toast.error(message)`. A `<ToastRegion />` must be rendered once in the application.
 */
export function useToast(queue: ToastApi = toastQueue): ToastHandle {
  const t = useKitStrings(toastStrings);
  return useMemo(() => ({ ...queue, done: (action, options) => queue.success(t(action), options) }), [queue, t]);
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <span className={styles.icon({ tone })}>
      <svg width={16} height={16} viewBox="0 0 16 16" fill="none" aria-hidden="true">
        {tone === 'warning' ? (
          <path d="M8 1.5L15 14H1L8 1.5z" fill="currentColor" strokeLinejoin="round" />
        ) : (
          <circle cx={8} cy={8} r={7} fill="currentColor" />
        )}
        {tone === 'success' && (
          <path className={styles.iconMark} d="M4.8 8.2l2.1 2 4.3-4.4" strokeWidth={1.6} strokeLinecap="round" />
        )}
        {tone === 'error' && (
          <path className={styles.iconMark} d="M5.5 5.5l5 5m0-5l-5 5" strokeWidth={1.6} strokeLinecap="round" />
        )}
        {tone === 'info' && (
          <>
            <circle className={styles.iconDot} cx={8} cy={4.8} r={0.9} />
            <path className={styles.iconMark} d="M8 7.3v4.2" strokeWidth={1.6} strokeLinecap="round" />
          </>
        )}
        {tone === 'warning' && (
          <>
            <path className={styles.iconMark} d="M8 6v3.6" strokeWidth={1.6} strokeLinecap="round" />
            <circle className={styles.iconDot} cx={8} cy={11.8} r={0.9} />
          </>
        )}
      </svg>
    </span>
  );
}

export interface ToastRegionProps {
  /**
   * The queue to show.
   * @default toastQueue
   */
  queue?: ToastApi;
  /**
   * Where the toasts stack.
   * @default 'top'
   */
  placement?: ToastPlacement;
  /** Extra class names for the region. */
  className?: string;
  /** An accessible name for the region; react-aria's localised "Notifications" by default. */
  'aria-label'?: string;
}

/**
 * Where toasts appear: render it once near the root, inside the `ThemeProvider`. The region is a
 * landmark (F6 reaches it from anywhere), timers pause while it is hovered or focused, and
 * each toast has a close button.
 *
 * Accessibility: A `region` landmark (F6 reaches it from anywhere): each toast is announced when it
 * appears, its timer pauses while the region is hovered or focused, and each has a close button
 * named in the locale.
 */
export function ToastRegion({ queue = toastQueue, placement = 'top', className, ...props }: ToastRegionProps) {
  const t = useKitStrings(toastStrings);
  return (
    <AriaToastRegion
      {...props}
      queue={queue.queue}
      className={[styles.region({ placement }), className].filter(Boolean).join(' ')}
    >
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast} data-tone={toast.content.tone}>
          <ToneIcon tone={toast.content.tone} />
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description != null && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={t('close')} className={styles.close}>
            <svg width={14} height={14} viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
