import { type ReactNode, useContext, useRef, useState } from 'react';
import { OverlayTriggerStateContext, VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogSize } from '../Dialog/Dialog.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './ConfirmDialog.css.ts';
import { confirmDialogStrings } from './ConfirmDialog.strings.ts';

/** The tone of the confirm button: `danger` for deleting, resetting or ending something. */
export const confirmDialogVariants = ['danger', 'primary'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariants)[number];

export interface ConfirmDialogProps {
  /** The question, e.g. "删除该学生？". */
  title: ReactNode;
  /** What will happen, e.g. that the deletion cannot be undone. */
  message?: ReactNode;
  /**
   * The confirm button's text.
   * @default '确定' / '確定' / 'Confirm' by locale
   */
  confirmLabel?: ReactNode;
  /**
   * The cancel button's text.
   * @default '取消' / '取消' / 'Cancel' by locale
   */
  cancelLabel?: ReactNode;
  /**
   * The tone of the confirm button and icon.
   * @default 'danger'
   */
  variant?: ConfirmDialogVariant;
  /**
   * Runs the action. When it returns a promise the confirm button shows a pending state and
   * ignores further presses until it settles; the dialog closes when it resolves and stays open
   * when it rejects (the caller shows the error; nothing thrown is shown here).
   */
  onConfirm?: () => unknown;
  /** Called when the user declines: the cancel button, or Escape. */
  onCancel?: () => void;
  /** Whether the dialog is open (controlled). Inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The width.
   * @default 'small'
   */
  size?: DialogSize;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function WarningIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx={12} cy={12} r={10} fill="currentColor" />
      <path className={styles.iconMark} d="M12 7v6" strokeWidth={2} strokeLinecap="round" />
      <circle className={styles.iconDot} cx={12} cy={16.5} r={1.2} />
    </svg>
  );
}

function PendingIcon() {
  return (
    <svg className={styles.pendingIcon} width={14} height={14} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle cx={8} cy={8} r={6} stroke="currentColor" strokeOpacity={0.35} strokeWidth={2} />
      <path d="M14 8a6 6 0 0 0-6-6" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/**
 * A confirmation before anything destructive: a modal `alertdialog` with the question, what it
 * does, and confirm and cancel buttons. Focus starts on cancel so an accidental Enter is safe.
 * Double-submit safe: while `onConfirm`'s promise is pending a second press does nothing.
 *
 * Accessibility: A modal `alertdialog` named by its title and described by its text: focus is
 * trapped inside and starts on Cancel, Escape cancels, and focus returns to what opened it. While a
 * confirm is pending the button shows it and a second press does nothing.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  onConfirm,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'small',
}: ConfirmDialogProps) {
  const t = useKitStrings(confirmDialogStrings);
  const trigger = useContext(OverlayTriggerStateContext);
  const [isPending, setPending] = useState(false);
  // A ref as well as state: the guard must hold between a press and the re-render it causes.
  // react-aria's own `isPending` is not used: its live announcement outlives the closed dialog
  // and points at a button that no longer exists.
  const pendingRef = useRef(false);
  const confirmedRef = useRef(false);

  const handleOpenChange = (open: boolean) => {
    if (!open && !confirmedRef.current) onCancel?.();
    confirmedRef.current = false;
    onOpenChange?.(open);
    if (isOpen === undefined) trigger?.setOpen(open);
  };

  const confirm = async (close: () => void) => {
    if (pendingRef.current) return;
    const result = onConfirm?.();
    if (isPromiseLike(result)) {
      pendingRef.current = true;
      setPending(true);
      try {
        await result;
      } catch {
        // The caller reports the failure; the dialog stays open so the user can retry or cancel.
        return;
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    }
    confirmedRef.current = true;
    close();
  };

  return (
    <Dialog
      role="alertdialog"
      title={title}
      size={size}
      isOpen={isOpen ?? trigger?.isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      footer={({ close }) => (
        <>
          <Button autoFocus isDisabled={isPending} onPress={close}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={variant} onPress={() => confirm(close)}>
            {isPending && <PendingIcon />}
            {confirmLabel ?? t('confirm')}
            {isPending && <VisuallyHidden>{t('pending')}</VisuallyHidden>}
          </Button>
        </>
      )}
    >
      {message != null && (
        <div className={styles.content}>
          <span className={`${styles.icon} ${styles.iconTone[variant]}`}>
            <WarningIcon />
          </span>
          <div className={styles.message}>{message}</div>
        </div>
      )}
    </Dialog>
  );
}
