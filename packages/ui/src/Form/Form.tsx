import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { joinClassNames } from '../Field/Field.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { form as formClass } from './Form.css.ts';
import { formStrings } from './Form.strings.ts';
import { missingRequiredNames, requiredErrors } from './requiredFields.ts';

export interface FormProps extends AriaFormProps {
  /**
   * Errors by field `name`, e.g. from the gateway after a submit; each appears under its field
   * until the user changes that field.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /**
   * `aria` shows errors in the kit's style and language and never blocks typing; `native` uses
   * the browser's validation (messages in the browser's language).
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * The error of a required field left empty on submit.
   * @default '此项为必填项' (localised)
   */
  requiredMessage?: string;
}

const EMPTY_ERRORS: Record<string, string> = {};

/** The first control of the first invalid field, to take the user to what needs fixing. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const field = form.querySelector('[data-invalid]');
  return (
    field?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"]), [role="spinbutton"]',
    ) ?? null
  );
}

/**
 * A form that shows errors beside their fields. Under the default `aria` validation, submitting
 * with an empty required field (one with `isRequired` and a `name`) shows a localised error under
 * each such field, focuses the first, and does not call `onSubmit`; server-side errors passed as
 * `validationErrors` appear beside the fields they name.
 *
 * Accessibility: A native form: Enter in a field submits it. A failed submit moves focus to the
 * first field in error, and each error is linked to its field so screen readers read it with the
 * field.
 */
export function Form({
  validationBehavior = 'aria',
  validationErrors,
  requiredMessage,
  onSubmit,
  className,
  ...props
}: FormProps) {
  const t = useKitStrings(formStrings);
  const [missingErrors, setMissingErrors] = useState(EMPTY_ERRORS);
  const focusPending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One object per change of either source: react-aria shows a field's error again when the object changes.
  const errors = useMemo(() => ({ ...validationErrors, ...missingErrors }), [validationErrors, missingErrors]);

  useEffect(() => {
    if (!focusPending.current || !formRef.current) return;
    focusPending.current = false;
    firstInvalidControl(formRef.current)?.focus();
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (validationBehavior === 'aria') {
      const form = event.currentTarget;
      const names: string[] = [];
      for (const field of form.querySelectorAll('[data-required]:not([data-disabled])')) {
        for (const control of field.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')) {
          names.push(control.name);
        }
      }
      const missing = missingRequiredNames(names, new FormData(form));
      if (missing.length > 0) {
        event.preventDefault();
        focusPending.current = true;
        setMissingErrors(requiredErrors(missing, requiredMessage ?? t('required')));
        return;
      }
    }
    setMissingErrors(EMPTY_ERRORS);
    onSubmit?.(event);
  };

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationBehavior={validationBehavior}
      validationErrors={errors}
      onSubmit={handleSubmit}
      className={joinClassNames(formClass, className)}
    />
  );
}
