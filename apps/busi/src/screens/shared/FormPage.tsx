import { Button, PageHeader } from '@school-sports/ui';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './screens.css.ts';

export interface FormPageProps {
  /** The page's heading, also the form's name. */
  title: string;
  /** `data-screen` of the page, e.g. `org/class/add`. */
  screen: string;
  /** Leaves the page without saving (back button and Cancel). */
  onBack: () => void;
  /** Validates and saves; the page stays on a refusal. */
  onSubmit: () => void;
  /** While the record loads: the form is busy and Save waits. */
  isLoading?: boolean;
  /** While saving. */
  isPending?: boolean;
  /** Why the record could not be loaded, or why the form as a whole was refused. */
  error?: string | null;
  children: ReactNode;
}

/** An add or edit screen: header with back button, the fields, then Cancel and Save (SPEC 2). */
export function FormPage({
  title,
  screen,
  onBack,
  onSubmit,
  isLoading = false,
  isPending = false,
  error,
  children,
}: FormPageProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isLoading && !isPending) onSubmit();
  }
  return (
    <section className={styles.screen} data-screen={screen}>
      <PageHeader title={title} onBack={onBack} />
      <form className={styles.formFields} onSubmit={submit} noValidate aria-label={title} aria-busy={isLoading}>
        {children}
        {error ? (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button onPress={onBack}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="primary" isPending={isPending} isDisabled={isLoading}>
            <FormattedMessage id="common.save" />
          </Button>
        </div>
      </form>
    </section>
  );
}
