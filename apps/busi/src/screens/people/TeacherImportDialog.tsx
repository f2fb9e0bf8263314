import { passwordSchema } from '@school-sports/domain';
import { teacherImport, teacherImportProgress, teacherImportTemplate } from '@school-sports/gateway-client';
import { ImportDialog, PasswordField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useImportTemplate, useImportUpload } from '../shared/importing.ts';
import * as styles from '../shared/screens.css.ts';

/**
 * The teacher import (SPEC 4, 7): the initial password of the new teachers first, then one .xlsx of
 * the template; teachers already there (by login account) are updated and keep their password.
 */
export function TeacherImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const template = useImportTemplate(teacherImportTemplate);
  const importFile = useImportUpload(teacherImport, teacherImportProgress);
  const [password, setPassword] = useState('');
  const checked = passwordSchema.safeParse(password);
  const problem = password !== '' && !checked.success ? checked.error.issues[0]?.message : undefined;

  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'teachers.importTitle' })}
      templateHref={template.href}
      templateName={template.name}
      isReady={checked.success}
      notReadyHint={intl.formatMessage({ id: 'teachers.importNotReady' })}
      requiredFields={
        <>
          <PasswordField
            label={intl.formatMessage({ id: 'teachers.importPassword' })}
            description={intl.formatMessage({ id: 'teachers.importPasswordHelp' })}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            isRequired
            isInvalid={problem !== undefined}
            errorMessage={problem ? domainText(locale, problem) : undefined}
          />
          {template.error ? (
            <p role="alert" className={styles.formError}>
              {intl.formatMessage({ id: 'imports.templateFailed' }, { reason: template.error })}
            </p>
          ) : null}
        </>
      }
      onUpload={(file, options) => importFile(file, { password }, options)}
      onFinished={() => {
        setPassword('');
        onImported();
      }}
    />
  );
}
