import { uploadKindRules } from '@school-sports/domain';
import { fileRead, fileUpload } from '@school-sports/gateway-client';
import { Button, ImageUpload } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gateway } from '../../session/gateway.ts';
import * as css from './people.css.ts';

// PNG, JPG or JPEG of at most 10 MB, compressed above 100 KB (SPEC 5, the domain's `facePhoto`).
const faceRules = uploadKindRules('facePhoto');

/** A stored picture, read with the session (files are served to their organisation only). */
function StoredPhoto({ fileId, alt }: { fileId: string; alt: string }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | null = null;
    gateway.download(fileRead, { fileId }).then(
      (file) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return url ? (
    <img className={css.photo} src={url} alt={alt} />
  ) : (
    <span
      className={css.photo}
      role="img"
      aria-label={alt}
      title={intl.formatMessage({ id: 'teachers.photoLoading' })}
    />
  );
}

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
          <StoredPhoto fileId={fileId} alt={intl.formatMessage({ id: 'teachers.photoAlt' }, { name: personName })} />
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
