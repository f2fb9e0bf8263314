import { Button, ConfirmDialog, Dialog, PageHeader } from '@school-sports/ui';
import {
  type FormEvent,
  Fragment,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './screens.css.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

export interface FormPageProps {
  /** The page's heading, also the form's name. */
  title: string;
  /** `data-screen` of the page, e.g. `org/class/add`; a settings form is part of its screen and has none. */
  screen?: string;
  /** Leaves the page without saving (back button and Cancel); a settings form's Cancel puts its values back. */
  onBack: () => void;
  /** Validates and saves; the page stays on a refusal. A navigation it makes never asks to confirm. */
  onSubmit: () => unknown;
  /** While the record loads: the form is busy and Save waits. */
  isLoading?: boolean;
  /** While saving. */
  isPending?: boolean;
  /** Why the record could not be loaded, or why the form as a whole was refused. */
  error?: string | null;
  /** Offered beside `error` when loading the record again may help. */
  onRetry?: (() => void) | undefined;
  /**
   * The form's current values. When given, the form has unsaved changes while they differ from the
   * values it had once loaded (or, before the person first touched it, the latest ones). Without it
   * (and without `isDirty`), any edit typed or chosen in a native field counts as a change.
   */
  values?: unknown;
  /** Whether the form has unsaved changes, when the caller knows better than `values`. */
  isDirty?: boolean;
  /**
   * `page`: the screen is the form. `dialog`: a small form shown over its list, which stays in view;
   * Escape and the close button leave it as the back button does (asking first with unsaved changes).
   * `settings`: the form is (part of) a screen of its own, such as the personal profile or the
   * grades: no heading or back button of its own, and it stays after a save.
   * @default 'page'
   */
  layout?: 'page' | 'dialog' | 'settings';
  /**
   * Changes when the values shown become the form's starting point again (a settings form saved, or
   * put back by Cancel): from then on it has no unsaved changes until the person edits it again.
   */
  revision?: number;
  /**
   * A new key starts the fields afresh, dropping what they hold of their own (a picked file, a year
   * being typed): a settings form's Cancel.
   */
  fieldsKey?: Key;
  /** Shown without Save and Cancel, its fields disabled: the person may look but not change. */
  isReadOnly?: boolean;
  children: ReactNode;
}

/**
 * An add or edit screen: header with back button, the fields, then Cancel and Save. With changes not
 * yet saved, leaving by the back button, a menu link or the browser asks first, since a form's work
 * is lost without a word otherwise; Save and Cancel are deliberate and do not.
 */
export function FormPage({
  title,
  screen,
  onBack,
  onSubmit,
  isLoading = false,
  isPending = false,
  error,
  onRetry,
  values,
  isDirty,
  layout = 'page',
  revision = 0,
  fieldsKey,
  isReadOnly = false,
  children,
}: FormPageProps) {
  const intl = useIntl();
  const formId = useId();
  const current = values === undefined ? undefined : JSON.stringify(values);
  const baseline = useRef<string | undefined>(undefined);
  // The revision in which the person last touched or edited the form: a later one starts it afresh.
  const touchedIn = useRef<number | null>(null);
  const [editedIn, setEditedIn] = useState<number | null>(null);
  const touched = touchedIn.current === revision;

  // The values to compare with: those once loaded, following late defaults until the first touch.
  useEffect(() => {
    if (!isLoading && (touchedIn.current !== revision || baseline.current === undefined)) baseline.current = current;
  }, [current, isLoading, revision]);

  // Untouched, a form has nothing of the person's to lose, whatever the screen filled in.
  const dirty =
    isDirty ??
    (current === undefined
      ? editedIn === revision
      : touched && baseline.current !== undefined && !isLoading && current !== baseline.current);
  const { blocker, leaveDeliberately } = useUnsavedChanges(dirty);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isLoading && !isPending) leaveDeliberately(onSubmit);
  }
  function touch(event: KeyboardEvent | { type: string }) {
    if ('key' in event && (event.key === 'Tab' || event.key === 'Shift')) return;
    touchedIn.current = revision;
  }
  function edit() {
    touchedIn.current = revision;
    setEditedIn(revision);
  }

  const actions = (
    <div className={styles.formActions}>
      <Button onPress={() => leaveDeliberately(onBack)}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" form={formId} variant="primary" isPending={isPending} isDisabled={isLoading}>
        <FormattedMessage id="common.save" />
      </Button>
    </div>
  );
  const form = (
    <form
      id={formId}
      className={styles.formFields}
      onSubmit={submit}
      noValidate
      aria-label={title}
      aria-busy={isLoading}
      data-unsaved={dirty ? '' : undefined}
      onPointerDownCapture={touch}
      onKeyDownCapture={touch}
      onInput={edit}
      onChange={edit}
    >
      {/* Until the record arrives its fields take no input, which the record would overwrite. */}
      <fieldset className={styles.formFieldset} disabled={isLoading || isReadOnly}>
        <Fragment key={fieldsKey}>{children}</Fragment>
      </fieldset>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}{' '}
          {onRetry ? (
            <Button size="small" onPress={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          ) : null}
        </p>
      ) : null}
      {layout !== 'dialog' && !isReadOnly ? actions : null}
    </form>
  );
  const leaveQuestion = (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'form.leaveTitle' })}
      message={intl.formatMessage({ id: 'form.leaveMessage' })}
      confirmLabel={intl.formatMessage({ id: 'form.leave' })}
      cancelLabel={intl.formatMessage({ id: 'form.stay' })}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  if (layout === 'settings') {
    return (
      <>
        {form}
        {leaveQuestion}
      </>
    );
  }
  if (layout === 'dialog') {
    return (
      <>
        {/* Open while its route is: leaving is a navigation, which the unsaved-changes question may stop. */}
        <Dialog
          isOpen
          onOpenChange={(open) => {
            if (!open) onBack();
          }}
          isDismissable={false}
          title={title}
          footer={actions}
        >
          <div data-screen={screen}>{form}</div>
        </Dialog>
        {leaveQuestion}
      </>
    );
  }
  return (
    <section className={styles.screen} data-screen={screen}>
      <PageHeader title={title} onBack={onBack} />
      {form}
      {leaveQuestion}
    </section>
  );
}
