import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormPage } from './FormPage.tsx';
import { useFormOverlay } from './formOverlay.ts';
import type { ResourceForm } from './useResourceForm.ts';

/** What differs between a resource's add and edit page: one text, or one for each. */
export type AddOrEdit = string | { add: string; edit: string };

function pick(given: AddOrEdit, isEdit: boolean): string {
  return typeof given === 'string' ? given : isEdit ? given.edit : given.add;
}

export interface ResourceFormPageProps<Values> {
  /** The form's state, from `useResourceForm`. */
  form: ResourceForm<Values>;
  /** The heading's message id. */
  title: AddOrEdit;
  /** `data-screen` of the page; a settings form is part of its screen and has none. */
  screen?: AddOrEdit;
  /** Why the page cannot be used besides its record (a list of choices that failed to load). */
  error?: string | null;
  /** Whether something besides the record is still loading (the choices of a select). */
  isLoading?: boolean;
  /** Shown without Save and Cancel, its fields disabled: the role may look but not change. */
  isReadOnly?: boolean;
  children: ReactNode;
}

/**
 * The add or edit page of a resource: its heading, fields, loading, refusal and saving, from its form.
 * Shown over its list (a small form, see `overlays` in the screen registry) it is a dialog instead;
 * a settings form (`stay`) is laid out in its own screen, without a heading of its own.
 */
export function ResourceFormPage<Values>({
  form,
  title,
  screen,
  error,
  isLoading = false,
  isReadOnly,
  children,
}: ResourceFormPageProps<Values>) {
  const intl = useIntl();
  const isEdit = Boolean(form.id);
  const overlay = useFormOverlay();
  return (
    <FormPage
      title={intl.formatMessage({ id: pick(title, isEdit) })}
      screen={screen === undefined ? undefined : pick(screen, isEdit)}
      onBack={form.back}
      onSubmit={form.submit}
      values={form.values}
      isLoading={!form.loaded || isLoading}
      isPending={form.isPending}
      error={form.loadError ?? error ?? null}
      onRetry={form.loadError ? form.reread : undefined}
      layout={form.stay ? 'settings' : overlay ? 'dialog' : 'page'}
      revision={form.revision}
      fieldsKey={form.restores}
      isReadOnly={isReadOnly}
    >
      {children}
    </FormPage>
  );
}
