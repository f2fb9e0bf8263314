import { fileRead, fileThumbnailRead } from '@school-sports/gateway-client';
import { useEffect, useState } from 'react';
import { gateway } from '../session/gateway.ts';

/**
 * The address of a stored file of the organisation, read with the session (an object URL, revoked
 * when the file changes or the component leaves); null until it arrives, or with no file. With
 * `thumbnail`, a picture's thumbnail (at most 320 pixels, made by the gateway) instead of the picture.
 */
export function useStoredFile(fileId: string | null, thumbnail = false): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    gateway.download(thumbnail ? fileThumbnailRead : fileRead, { fileId }).then(
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
  }, [fileId, thumbnail]);
  return url;
}

/**
 * A stored picture of the organisation, read with the session (files are served to their
 * organisation only, so a plain `src` would not do); a named placeholder until it arrives.
 */
export function StoredImage({
  fileId,
  alt,
  className,
  loadingTitle,
  thumbnail = false,
}: {
  fileId: string;
  alt: string;
  className?: string;
  /** The placeholder's tooltip while the picture loads. */
  loadingTitle?: string;
  /**
   * Shows the gateway's thumbnail (at most 320 pixels on its long side) rather than the picture: for a
   * list's cell, a card or a small preview, where the picture's megabytes would be wasted.
   */
  thumbnail?: boolean;
}) {
  const url = useStoredFile(fileId, thumbnail);
  return url ? (
    <img className={className} src={url} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} title={loadingTitle} />
  );
}
