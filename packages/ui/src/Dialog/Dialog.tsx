import { type ReactNode, useCallback, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Modal as AriaModal,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Dialog.css.ts';
import { dialogStrings } from './Dialog.strings.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

/** The widths of a dialog: 400, 560 and 800 pixels at most. */
export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** What a dialog's content functions receive. */
export interface DialogRenderProps {
  /** Closes the dialog. */
  close: () => void;
}

/** Content, or a function of `{ close }` for content that closes the dialog itself. */
export type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> {
  /** The heading; it names the dialog for screen readers. */
  title: ReactNode;
  /** The body. */
  children?: DialogContent;
  /** The actions at the bottom, usually a cancel and a primary button. */
  footer?: DialogContent;
  /**
   * The width.
   * @default 'medium'
   */
  size?: DialogSize;
  /**
   * Whether a click on the dimmed backdrop closes the dialog. Leave it off for long forms.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Hides the close button in the corner (Escape still closes unless `isKeyboardDismissDisabled`).
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Disables the close button, for example while the dialog's action is pending.
   * @default false
   */
  isCloseDisabled?: boolean;
  /**
   * `alertdialog` for a dialog that interrupts with an urgent question.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Extra class names for the dialog panel. */
  className?: string;
  /** An accessible name when the title alone is not enough. */
  'aria-label'?: string;
}

function renderContent(content: DialogContent, renderProps: DialogRenderProps): ReactNode {
  return typeof content === 'function' ? content(renderProps) : content;
}

// A scrolling body must be reachable by keyboard to scroll it: it joins the tab order only while
// its content overflows.
function useOverflowing(): [boolean, (element: HTMLDivElement | null) => void] {
  const [overflowing, setOverflowing] = useState(false);
  const observerRef = useRef<ResizeObserver | null>(null);
  const setRef = useCallback((element: HTMLDivElement | null) => {
    observerRef.current?.disconnect();
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    observerRef.current = new ResizeObserver(measure);
    observerRef.current.observe(element);
    for (const child of Array.from(element.children)) observerRef.current.observe(child);
  }, []);
  return [overflowing, setRef];
}

function DialogBody({ children }: { children: ReactNode }) {
  const [overflowing, setRef] = useOverflowing();
  return (
    <div ref={setRef} className={styles.body} tabIndex={overflowing ? 0 : undefined}>
      {children}
    </div>
  );
}

function CloseIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog: focus moves in and stays there, Escape closes it, focus returns to the trigger.
 * Put it inside a `DialogTrigger` next to its trigger button, or control it with `isOpen`.
 *
 * Accessibility: A modal `dialog` named by its title: focus moves into it and stays there, Escape
 * closes it, and focus returns to the trigger. The page behind is hidden from screen readers while
 * it is open; a scrolling body can be scrolled with the keyboard.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'medium',
  isDismissable = true,
  hideCloseButton = false,
  isCloseDisabled = false,
  role = 'dialog',
  className,
  'aria-label': ariaLabel,
  ...overlayProps
}: DialogProps) {
  const t = useKitStrings(dialogStrings);
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={styles.modal({ size })}>
        <AriaDialog role={role} aria-label={ariaLabel} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <AriaButton
                    className={styles.close}
                    aria-label={t('close')}
                    isDisabled={isCloseDisabled}
                    onPress={close}
                  >
                    <CloseIcon />
                  </AriaButton>
                )}
              </div>
              {children != null && <DialogBody>{renderContent(children, { close })}</DialogBody>}
              {footer != null && <div className={styles.footer}>{renderContent(footer, { close })}</div>}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
