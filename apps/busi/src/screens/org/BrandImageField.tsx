import { uploadKindRules } from '@school-sports/domain';
import { fileUpload } from '@school-sports/gateway-client';
import { Button, ImageUpload } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gateway } from '../../session/gateway.ts';
import * as styles from '../shared/screens.css.ts';

const imageRules = uploadKindRules('image');

/**
 * An organisation's logo or sign-in image: the one saved (shown, and removable), and a new one
 * picked, checked and uploaded as the `image` kind. `value` is the image's address; the gateway
 * stores an uploaded file under its public brand address, readable before anyone signs in.
 */
export function BrandImageField({
  label,
  value,
  saved,
  onChange,
  errorMessage,
}: {
  label: string;
  /** The address the form holds now. */
  value: string;
  /** The address stored before this edit. */
  saved: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  const intl = useIntl();
  // A new pick replaces the preview of the saved image with the kit's own preview.
  const [picked, setPicked] = useState(false);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {value && !picked ? (
        <div className={styles.rowActions}>
          <img src={value} alt={intl.formatMessage({ id: 'orgs.brandCurrent' }, { name: label })} height={48} />
          <Button
            size="small"
            aria-label={intl.formatMessage(
              { id: 'common.rowAction' },
              { action: intl.formatMessage({ id: 'common.remove' }), name: label },
            )}
            onPress={() => onChange('')}
          >
            <FormattedMessage id="common.remove" />
          </Button>
        </div>
      ) : null}
      <ImageUpload
        label={intl.formatMessage({ id: 'orgs.brandPick' }, { name: label })}
        accept={['png', 'jpeg']}
        maxSize={imageRules.maxBytes}
        maxCount={1}
        upload={async (file, onProgress, signal) => {
          const stored = await gateway.upload(
            fileUpload,
            { file, fields: { kind: 'image' } },
            { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
          );
          setPicked(true);
          onChange(stored.url);
          return stored;
        }}
        onChange={(files) => {
          if (files.length === 0 && picked) {
            setPicked(false);
            onChange(saved);
          }
        }}
      />
      {errorMessage ? (
        <p role="alert" className={styles.formError}>
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
