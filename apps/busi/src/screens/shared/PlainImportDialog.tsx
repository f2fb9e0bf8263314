import { passwordSchema } from '@school-sports/domain';
import type { Endpoint } from '@school-sports/gateway-client';
import { ImportDialog, PasswordField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessageId } from '../../i18n/messages.ts';
import { domainText } from '../../i18n/translate.ts';
import * as styles from '../../kit/screens.css.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useImportTemplate, useImportUpload } from './importing.ts';

/** The three calls of an import: its template, its upload, and how far an upload has got. */
export interface ImportCalls {
  template: Endpoint;
  upload: Parameters<typeof useImportUpload>[0];
  progress: Parameters<typeof useImportUpload>[1];
}

const NO_FIELDS: Readonly<Record<string, string>> = {};

/** What a list hands its import dialog. */
export interface ListImportDialogProps {
  onClose: () => void;
  onImported: () => void;
}

/**
 * The import dialog of a list: the template to download, then one .xlsx of it. An import of people
 * who sign in (teachers, users) asks first, with `withPassword`, for the initial password of the new
 * accounts it makes (6 to 20 characters); accounts already there keep theirs.
 */
export function PlainImportDialog({
  calls,
  title,
  withPassword = false,
  fields = NO_FIELDS,
  onClose,
  onImported,
}: ListImportDialogProps & {
  calls: ImportCalls;
  title: AppMessageId;
  withPassword?: boolean;
  /** The record the import is into (a plan's results: its `planId`), sent with the template and the file. */
  fields?: Readonly<Record<string, string>>;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const template = useImportTemplate(calls.template, fields);
  const importFile = useImportUpload(calls.upload, calls.progress);
  const [password, setPassword] = useState('');
  const checked = passwordSchema.safeParse(password);
  const problem = password !== '' && !checked.success ? checked.error.issues[0]?.message : undefined;
  const templateFailed = template.error ? (
    <p role="alert" className={styles.formError}>
      {intl.formatMessage({ id: 'imports.templateFailed' }, { reason: template.error })}
    </p>
  ) : undefined;
  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: title })}
      templateHref={template.href}
      templateName={template.name}
      isReady={!withPassword || checked.success}
      notReadyHint={withPassword ? intl.formatMessage({ id: 'imports.passwordNotReady' }) : undefined}
      requiredFields={
        withPassword ? (
          <>
            <PasswordField
              label={intl.formatMessage({ id: 'imports.password' })}
              description={intl.formatMessage({ id: 'imports.passwordHelp' })}
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              isRequired
              isInvalid={problem !== undefined}
              errorMessage={problem ? domainText(locale, problem) : undefined}
            />
            {templateFailed}
          </>
        ) : (
          templateFailed
        )
      }
      onUpload={(file, options) => importFile(file, withPassword ? { ...fields, password } : fields, options)}
      onFinished={() => {
        setPassword('');
        onImported();
      }}
    />
  );
}
