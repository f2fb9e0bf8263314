import { deviceImport, deviceImportProgress, deviceImportTemplate } from '@school-sports/gateway-client';
import { ImportDialog, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../kit/screens.css.ts';
import { useImportTemplate, useImportUpload } from '../shared/importing.ts';

/**
 * The device import (issue 9): the organisation's device activation code first, then one .xlsx of
 * the template; each row is activated as a single activation would be, within the activatable count.
 */
export function DeviceImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const template = useImportTemplate(deviceImportTemplate);
  const importFile = useImportUpload(deviceImport, deviceImportProgress);
  const [activationCode, setActivationCode] = useState('');

  return (
    <ImportDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'devices.importTitle' })}
      templateHref={template.href}
      templateName={template.name}
      isReady={activationCode.trim() !== ''}
      notReadyHint={intl.formatMessage({ id: 'devices.importNotReady' })}
      requiredFields={
        <>
          <TextField
            label={intl.formatMessage({ id: 'devices.importCode' })}
            value={activationCode}
            onChange={setActivationCode}
            autoComplete="off"
            maxLength={64}
            isRequired
          />
          {template.error ? (
            <p role="alert" className={styles.formError}>
              {intl.formatMessage({ id: 'imports.templateFailed' }, { reason: template.error })}
            </p>
          ) : null}
        </>
      }
      onUpload={(file, options) => importFile(file, { activationCode: activationCode.trim() }, options)}
      onFinished={onImported}
    />
  );
}
