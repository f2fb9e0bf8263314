import { Button as AriaButton, DropZone, FileTrigger, ProgressBar } from 'react-aria-components';
import { defaultCompressThreshold } from '../FileUpload/compressImage.ts';
import { fileUploadStrings } from '../FileUpload/FileUpload.strings.ts';
import { acceptedFileTypesOf, filesOfDrop, type UploadLimitsProps, useLimitsHint } from '../FileUpload/FileUpload.tsx';
import { RefusalList, RemoveButton, RetryButton } from '../FileUpload/UploadParts.tsx';
import { type UploadItemViewProps, useRefusalMessage, useUploadList } from '../FileUpload/useUploadList.ts';
import { imageFileTypes, type SniffedFileType } from '../FileUpload/validateFile.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './ImageUpload.css.ts';

export interface ImageUploadProps extends UploadLimitsProps {
  /**
   * The image types accepted, judged by the file's content (a renamed `.exe` is no `.png`).
   * @default ['png', 'jpeg', 'gif', 'webp']
   */
  accept?: readonly SniffedFileType[];
  /**
   * Images above this many bytes are re-encoded smaller (JPEG, or WebP to keep transparency);
   * `false` keeps every image as chosen.
   * @default 102400
   */
  compressAbove?: number | false;
}

function ImageCard({ item, onRemove, onRetry }: UploadItemViewProps) {
  const t = useKitStrings(fileUploadStrings);
  const name = item.file.name;
  return (
    <li className={css.card} data-status={item.status}>
      <img className={css.thumbnail} src={item.previewUrl} alt={name} />
      <div className={css.cardActions}>
        {item.status === 'error' ? (
          <RetryButton className={css.cardButton} label={t('retry', { name })} onPress={onRetry} />
        ) : null}
        <RemoveButton className={css.cardButton} label={t('remove', { name })} onPress={onRemove} />
      </div>
      {item.status === 'uploading' ? (
        <ProgressBar className={css.cardOverlay} value={item.progress} aria-label={t('progress', { name })}>
          {({ valueText }) => (
            <>
              <span>{valueText}</span>
              <div className={css.track}>
                <div className={css.fill} style={{ width: `${item.progress}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      {item.status === 'error' ? (
        <span className={[css.cardOverlay, css.errorText].join(' ')}>{t('failed')}</span>
      ) : null}
    </li>
  );
}

/**
 * Image upload as a grid of thumbnails with an add card (drag and drop or file button). Images are
 * checked by content, size, count and aspect ratio, and compressed above a threshold.
 *
 * Accessibility: The add card is a button reached with Tab; Enter or Space opens the file chooser.
 * Each image has a named remove button, and each refusal or failure is announced as an alert saying
 * which rule failed.
 */
export function ImageUpload({
  accept = imageFileTypes,
  compressAbove = defaultCompressThreshold,
  ...props
}: ImageUploadProps) {
  const { label, 'aria-label': ariaLabel, isDisabled = false, className, maxCount } = props;
  const limits = { ...props, accept };
  const t = useKitStrings(fileUploadStrings);
  const list = useUploadList({
    ...limits,
    compressAbove: compressAbove === false ? undefined : compressAbove,
    withPreviews: true,
  });
  const describe = useRefusalMessage(limits);
  const hint = useLimitsHint(limits);
  const full = maxCount !== undefined && list.items.length >= maxCount;
  const name = ariaLabel ?? (typeof label === 'string' ? label : t('images'));

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      {label ? <div className={css.label}>{label}</div> : null}
      <ul className={css.grid} aria-label={name}>
        {list.items.map((item) => (
          <ImageCard key={item.id} {...list.itemProps(item)} />
        ))}
        {full ? null : (
          <li>
            <DropZone
              className={css.addCard}
              aria-label={t('dropZone')}
              isDisabled={isDisabled}
              getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
              onDrop={async (event) => list.add(await filesOfDrop(event.items))}
            >
              <FileTrigger
                acceptedFileTypes={acceptedFileTypesOf(accept)}
                allowsMultiple={maxCount !== 1}
                onSelect={(files) => void list.add(files ? Array.from(files) : [])}
              >
                <AriaButton className={css.addButton} isDisabled={isDisabled}>
                  <svg className={css.plus} viewBox="0 0 20 20" fill="none" aria-hidden="true">
                    <path d="M10 3v14M3 10h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
                  {t('addImage')}
                </AriaButton>
              </FileTrigger>
            </DropZone>
          </li>
        )}
      </ul>
      {hint ? <span className={css.hint}>{hint}</span> : null}
      <RefusalList messages={list.refusals.map(describe)} />
    </div>
  );
}
