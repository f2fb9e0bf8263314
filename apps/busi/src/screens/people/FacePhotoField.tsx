import { uploadKindRules } from '@school-sports/domain';
import { fileUpload } from '@school-sports/gateway-client';
import { Button, ImageUpload } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StoredImage } from '../../kit/StoredImage.tsx';
import { gateway } from '../../session/gateway.ts';
import * as css from './people.css.ts';

// PNG, JPG or JPEG of at most 10 MB, compressed above 100 KB (SPEC 5, the domain's `facePhoto`).
const faceRules = uploadKindRules('facePhoto');

/**
 * A person's face photo: the stored one with a button to remove it, or an upload (through the file
 * store, kind `facePhoto`) whose file id becomes the form's value.
 */
export function FacePhotoField({
  fileId,
  personName,
  onChange,
}: {
  /** The photo's file id, `''` for none. */
  fileId: string;
  personName: string;
  onChange: (fileId: string) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'teachers.facePhoto' });
  // Whether the current photo was uploaded here: the upload's own thumbnail shows it then.
  const [uploaded, setUploaded] = useState(false);

  if (fileId && !uploaded) {
    return (
      <div>
        <div className={css.photoLabel}>{label}</div>
        <div className={css.storedPhoto}>
          <StoredImage
            className={css.photo}
            fileId={fileId}
            alt={intl.formatMessage({ id: 'teachers.photoAlt' }, { name: personName })}
            loadingTitle={intl.formatMessage({ id: 'teachers.photoLoading' })}
          />
          <Button size="small" onPress={() => onChange('')}>
            <FormattedMessage id="teachers.removePhoto" />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <ImageUpload
      label={label}
      accept={['png', 'jpeg']}
      maxSize={faceRules.maxBytes}
      maxCount={1}
      upload={async (file, onProgress, signal) => {
        const stored = await gateway.upload(
          fileUpload,
          { file, fields: { kind: 'facePhoto' } },
          { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
        );
        setUploaded(true);
        onChange(stored.fileId);
        return stored;
      }}
      onChange={(files) => {
        if (files.length === 0) {
          setUploaded(false);
          onChange('');
        }
      }}
    />
  );
}
