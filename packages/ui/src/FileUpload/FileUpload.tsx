import type { ReactNode } from 'react';
import { DropZone, FileTrigger, ProgressBar, useLocale } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './FileUpload.css.ts';
import { fileUploadStrings } from './FileUpload.strings.ts';
import { RefusalList, RemoveButton, RetryButton, UploadIcon } from './UploadParts.tsx';
import { type UploadFile, type UploadItemViewProps, useRefusalMessage, useUploadList } from './useUploadList.ts';
import { type FileLimits, fileTypeInfo, formatFileSize, type SniffedFileType } from './validateFile.ts';

/** The limits and callbacks both upload components take. */
export interface UploadLimitsProps extends FileLimits {
  /** Called with the listed files whenever the list changes. */
  onChange?: (files: File[]) => void;
  /** Uploads each accepted file at once, reporting progress (0 to 100); `signal` aborts on removal. */
  upload?: UploadFile;
  /**
   * Whether adding files is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** A visible label above the control, which also names it. */
  label?: ReactNode;
  /** The control's accessible name when there is no `label`. */
  'aria-label'?: string;
  /** Extra class names of the root element. */
  className?: string;
}

export interface FileUploadProps extends UploadLimitsProps {
  /** Images above this many bytes are re-encoded smaller before they are listed; none when missing. */
  compressAbove?: number;
}

export function acceptedFileTypesOf(accept: readonly SniffedFileType[] | undefined): string[] | undefined {
  if (!accept || accept.length === 0) return undefined;
  return accept.flatMap((type) => [fileTypeInfo[type].mime, ...fileTypeInfo[type].extensions]);
}

/** The one-line summary of the limits under a drop zone. */
export function useLimitsHint({ accept, maxSize, maxCount, aspectRatio }: UploadLimitsProps): string {
  const t = useKitStrings(fileUploadStrings);
  const { locale } = useLocale();
  const parts: string[] = [];
  if (accept && accept.length > 0) {
    parts.push(t('limitTypes', { types: accept.map((type) => fileTypeInfo[type].label).join(', ') }));
  }
  if (maxSize !== undefined) parts.push(t('limitSize', { size: formatFileSize(maxSize, locale) }));
  if (maxCount !== undefined) parts.push(t('limitCount', { count: maxCount }));
  if (aspectRatio) parts.push(t('limitRatio', { ratio: aspectRatio.join(':') }));
  return parts.join(locale.startsWith('zh') ? '，' : ', ');
}

/** Files dropped on a drop zone, ignoring text and folders. */
export async function filesOfDrop(items: readonly { kind: string }[]): Promise<File[]> {
  return Promise.all(
    items.flatMap((item) =>
      item.kind === 'file' && 'getFile' in item && typeof item.getFile === 'function'
        ? [(item.getFile as () => Promise<File>)()]
        : [],
    ),
  );
}

function FileRow({ item, onRemove, onRetry }: UploadItemViewProps) {
  const t = useKitStrings(fileUploadStrings);
  const { locale } = useLocale();
  const name = item.file.name;
  return (
    <li className={css.item} data-status={item.status}>
      <svg className={css.fileIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <path
          d="M5 2h7l4 4v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z"
          stroke="currentColor"
          strokeWidth="1.4"
        />
        <path d="M12 2v4h4" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
      <div className={css.fileMain}>
        <span className={css.fileName} title={name}>
          {name}
        </span>
        <span className={css.fileMeta}>
          <span>{formatFileSize(item.file.size, locale)}</span>
          {item.originalSize !== item.file.size ? (
            <span>{t('compressed', { size: formatFileSize(item.originalSize, locale) })}</span>
          ) : null}
          {item.status === 'uploading' ? <span>{t('uploading')}</span> : null}
          {item.status === 'done' ? <span className={css.statusDone}>{t('done')}</span> : null}
          {item.status === 'error' ? <span className={css.statusError}>{t('failed')}</span> : null}
        </span>
      </div>
      <div className={css.itemActions}>
        {item.status === 'error' ? <RetryButton label={t('retry', { name })} onPress={onRetry} /> : null}
        <RemoveButton label={t('remove', { name })} onPress={onRemove} />
      </div>
      {item.status === 'uploading' ? (
        <ProgressBar className={css.progress} value={item.progress} aria-label={t('progress', { name })}>
          <div className={css.track}>
            <div className={css.fill} style={{ width: `${item.progress}%` }} />
          </div>
        </ProgressBar>
      ) : null}
    </li>
  );
}

/**
 * Drag-and-drop and file-button upload with a file list (name, size, progress, remove). Files are
 * checked by content, size, count and, for images, aspect ratio; each refusal says which rule failed.
 *
 * Accessibility: The file button inside the drop zone is reached with Tab and opens the file
 * chooser with Enter or Space, so nothing needs a mouse or a drag. Each file in the list has a
 * named remove button, and each refusal or failure is announced as an alert saying which rule
 * failed.
 */
export function FileUpload(props: FileUploadProps) {
  const { label, 'aria-label': ariaLabel, isDisabled = false, className, maxCount } = props;
  const t = useKitStrings(fileUploadStrings);
  const list = useUploadList({ ...props, withPreviews: false });
  const describe = useRefusalMessage(props);
  const hint = useLimitsHint(props);
  const full = maxCount !== undefined && list.items.length >= maxCount;
  const single = maxCount === 1;

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      {label ? <div className={css.label}>{label}</div> : null}
      <DropZone
        className={css.dropZone}
        aria-label={ariaLabel ?? (typeof label === 'string' ? label : t('dropZone'))}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) => list.add(await filesOfDrop(event.items))}
      >
        <UploadIcon className={css.dropIcon} />
        <div className={css.dropText}>
          <span>{t('dropHint')}</span>
          <FileTrigger
            acceptedFileTypes={acceptedFileTypesOf(props.accept)}
            allowsMultiple={!single}
            onSelect={(files) => void list.add(files ? Array.from(files) : [])}
          >
            <Button isDisabled={isDisabled || full}>{single ? t('chooseOne') : t('choose')}</Button>
          </FileTrigger>
        </div>
        {hint ? <span className={css.hint}>{hint}</span> : null}
      </DropZone>
      <RefusalList messages={list.refusals.map(describe)} />
      {list.items.length > 0 ? (
        <ul className={css.list} aria-label={t('fileList')}>
          {list.items.map((item) => (
            <FileRow key={item.id} {...list.itemProps(item)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
