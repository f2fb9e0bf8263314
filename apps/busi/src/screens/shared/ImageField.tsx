import { uploadKindRules } from '@school-sports/domain';
import { fileUpload } from '@school-sports/gateway-client';
import { Button, FieldGroup, ImageUpload } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../kit/screens.css.ts';
import { gateway } from '../../session/gateway.ts';

/**
 * A form's picture: the one saved (shown, and removable), and a new one picked, checked and uploaded
 * as its upload kind. `value` is the picture's address. An organisation's logo and sign-in image are
 * the `image` kind, which the gateway keeps under a public address readable before anyone signs in;
 * a person's avatar is the square `cover` kind.
 */
export function ImageField({
  label,
  kind,
  value,
  saved,
  onChange,
  errorMessage,
}: {
  label: string;
  /** How the picture is checked and kept. */
  kind: 'image' | 'cover';
  /** The address the form holds now. */
  value: string;
  /** The address stored before this edit. */
  saved: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  const intl = useIntl();
  const rules = uploadKindRules(kind);
  // A new pick replaces the preview of the saved image with the kit's own preview.
  const [picked, setPicked] = useState(false);
  return (
    <FieldGroup label={label} errorMessage={errorMessage}>
      {value && !picked ? (
        <div className={styles.rowActions}>
          <img src={value} alt={intl.formatMessage({ id: 'imageField.current' }, { name: label })} height={48} />
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
        label={intl.formatMessage({ id: 'imageField.pick' }, { name: label })}
        accept={['png', 'jpeg']}
        maxSize={rules.maxBytes}
        maxCount={1}
        aspectRatio={rules.aspectRatio}
        upload={async (file, onProgress, signal) => {
          const stored = await gateway.upload(
            fileUpload,
            { file, fields: { kind } },
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
    </FieldGroup>
  );
}
