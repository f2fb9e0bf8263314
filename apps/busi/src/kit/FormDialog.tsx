import { Button, Dialog, type DialogProps } from '@school-sports/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './screens.css.ts';

export interface FormDialogProps {
  /** The heading; it names the dialog. */
  title: string;
  /** Closes without doing anything: Cancel, Escape, or the close button. */
  onClose: () => void;
  /** What Confirm does. Leave it out with `formId`, whose form Confirm submits. */
  onConfirm?: () => void;
  /** The id of a form in the dialog that Confirm submits (Enter in a field then submits too). */
  formId?: string;
  /** The confirm button's text. @default "Confirm" in the person's language */
  confirmLabel?: ReactNode;
  /** While the confirmed action runs. */
  isPending?: boolean;
  /** While there is nothing to confirm yet. */
  isDisabled?: boolean;
  /** A short status before the buttons, announced as it changes (how many rows are chosen). */
  status?: ReactNode;
  /**
   * Once the dialog only reports an outcome: one button, with this text, that closes it and takes
   * the focus, instead of Cancel and Confirm.
   */
  doneLabel?: ReactNode;
  /** @default 'small' */
  size?: DialogProps['size'];
  children: ReactNode;
}

/**
 * A small task in a dialog over the page (move a device, reset a password, pick members): its
 * fields, then Cancel and Confirm. A click beside it does not close it, so typed input is not lost.
 */
export function FormDialog({
  title,
  onClose,
  onConfirm,
  formId,
  confirmLabel,
  isPending = false,
  isDisabled = false,
  status,
  doneLabel,
  size = 'small',
  children,
}: FormDialogProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={size}
      isDismissable={false}
      title={title}
      footer={
        <div className={styles.formActions}>
          {status === undefined ? null : (
            <span className={styles.muted} aria-live="polite">
              {status}
            </span>
          )}
          {doneLabel === undefined ? (
            <>
              <Button onPress={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                variant="primary"
                isPending={isPending}
                isDisabled={isDisabled}
                {...(formId ? { type: 'submit' as const, form: formId } : { onPress: onConfirm })}
              >
                {confirmLabel ?? <FormattedMessage id="common.confirm" />}
              </Button>
            </>
          ) : (
            <Button variant="primary" onPress={onClose} autoFocus>
              {doneLabel}
            </Button>
          )}
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
