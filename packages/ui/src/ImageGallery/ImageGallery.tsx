import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay, useLocale } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './ImageGallery.css.ts';
import { imageGalleryStrings } from './ImageGallery.strings.ts';

/** An image of the gallery. */
export interface GalleryImage {
  /** The image URL, used for the thumbnail and the preview. */
  src: string;
  /** The text alternative, e.g. '男子 100 米决赛冲线'. */
  alt: string;
  /** A caption shown under the preview. */
  caption?: ReactNode;
}

export interface ImageGalleryProps {
  /** The images, in display order. */
  images: readonly GalleryImage[];
  /** Called with the index and image when its remove button is pressed; no remove buttons without it. */
  onRemove?: (index: number, image: GalleryImage) => void;
  /** The index of the image shown in the preview, `null` when closed (controlled). */
  previewIndex?: number | null;
  /**
   * The index previewed at first render (uncontrolled).
   * @default null
   */
  defaultPreviewIndex?: number | null;
  /** Called when the preview opens, moves to another image or closes (`null`). */
  onPreviewIndexChange?: (index: number | null) => void;
  /** The accessible name of the thumbnail list. Defaults to a localised 'Images'. */
  'aria-label'?: string;
  /** Extra class names for the thumbnail list. */
  className?: string;
}

function Icon({ path, className = styles.icon }: { path: string; className?: string }) {
  return <StrokeIcon className={className} d={path} strokeWidth={1.6} />;
}

const closePath = 'M4 4l8 8M12 4l-8 8';
const previousPath = 'M10 3 5 8l5 5';
const nextPath = 'M6 3l5 5-5 5';

function clampIndex(index: number | null | undefined, count: number): number | null {
  if (index === null || index === undefined || count === 0 || !Number.isFinite(index)) return null;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/**
 * A grid of thumbnails; pressing one opens a preview with its caption, previous and next buttons
 * and a counter. In the preview, Left and Right change image, Escape closes, and focus returns to
 * the thumbnail of the image last shown.
 *
 * Accessibility: Each thumbnail is a button named by its caption or alt text. The preview is a
 * modal dialog: Left and Right change the image, the previous and next buttons and the counter are
 * named, Escape or Close shuts it and focus returns to the thumbnail of the image last shown.
 */
export function ImageGallery({
  images,
  onRemove,
  previewIndex,
  defaultPreviewIndex = null,
  onPreviewIndexChange,
  'aria-label': ariaLabel,
  className,
}: ImageGalleryProps) {
  const t = useKitStrings(imageGalleryStrings);
  const { direction } = useLocale();
  const list = images ?? [];
  const [ownIndex, setOwnIndex] = useState<number | null>(defaultPreviewIndex);
  const current = clampIndex(previewIndex === undefined ? ownIndex : previewIndex, list.length);
  const image = current === null ? undefined : list[current];

  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfter = useRef<number | null>(null);

  const show = (index: number | null) => {
    if (index === null) focusAfter.current = current;
    if (previewIndex === undefined) setOwnIndex(index);
    onPreviewIndexChange?.(index);
  };
  const step = (delta: number) => {
    if (current === null || list.length === 0) return;
    show((current + delta + list.length) % list.length);
  };

  // After the preview closes (or a thumbnail is removed), focus the thumbnail the user was last
  // on. This runs after react-aria's own focus restoration, which targets the opening thumbnail.
  useEffect(() => {
    if (current !== null || focusAfter.current === null) return;
    const target = Math.min(focusAfter.current, list.length - 1);
    focusAfter.current = null;
    const frame = requestAnimationFrame(() => {
      requestAnimationFrame(() => thumbRefs.current[target]?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [current, list.length]);

  // Arrow keys anywhere in the preview, the dialog itself included, change image. A native
  // listener on the dialog, reading the latest handler through a ref.
  const onPreviewKey = useRef<(event: KeyboardEvent) => void>(() => {});
  onPreviewKey.current = (event) => {
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === back) step(-1);
    else if (event.key === forward) step(1);
    else return;
    event.preventDefault();
  };
  const listenForArrows = useCallback((dialog: HTMLElement | null) => {
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => onPreviewKey.current(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, []);

  if (list.length === 0) {
    return <p className={[styles.empty, className].filter(Boolean).join(' ')}>{t('empty')}</p>;
  }

  return (
    <>
      <ul className={[styles.gallery, className].filter(Boolean).join(' ')} aria-label={ariaLabel ?? t('gallery')}>
        {list.map((item, index) => (
          // Images have no id of their own; their position is their identity in the gallery.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`${index}-${item.src}`} className={styles.item}>
            <AriaButton
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              className={styles.thumbButton}
              aria-label={t('open', { alt: item.alt })}
              onPress={() => show(index)}
            >
              <img className={styles.thumbImage} src={item.src} alt="" loading="lazy" draggable={false} />
            </AriaButton>
            {onRemove ? (
              <AriaButton
                className={styles.removeButton}
                aria-label={t('remove', { alt: item.alt })}
                onPress={() => {
                  focusAfter.current = index;
                  onRemove(index, item);
                }}
              >
                <Icon path={closePath} className={styles.smallIcon} />
              </AriaButton>
            ) : null}
          </li>
        ))}
      </ul>
      <ModalOverlay
        isOpen={image !== undefined}
        onOpenChange={(open) => {
          if (!open) show(null);
        }}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <Dialog ref={listenForArrows} className={styles.dialog} aria-label={t('preview')}>
            <div className={styles.previewLayout}>
              <div className={styles.previewHeader}>
                <span className={styles.counter} aria-live="polite" aria-atomic="true">
                  <span className={styles.visuallyHidden}>{image?.alt} </span>
                  {t('counter', { current: (current ?? 0) + 1, total: list.length })}
                </span>
                <Button variant="ghost" className={styles.closeButton} aria-label={t('close')} slot="close">
                  <Icon path={closePath} />
                </Button>
              </div>
              <div className={styles.stage}>
                {image ? <img className={styles.previewImage} src={image.src} alt={image.alt} /> : null}
                {list.length > 1 ? (
                  <>
                    <Button
                      className={[styles.stepButton, styles.previousButton].join(' ')}
                      aria-label={t('previous')}
                      onPress={() => step(-1)}
                    >
                      <Icon path={direction === 'rtl' ? nextPath : previousPath} />
                    </Button>
                    <Button
                      className={[styles.stepButton, styles.nextButton].join(' ')}
                      aria-label={t('next')}
                      onPress={() => step(1)}
                    >
                      <Icon path={direction === 'rtl' ? previousPath : nextPath} />
                    </Button>
                  </>
                ) : null}
              </div>
              {image?.caption ? <div className={styles.caption}>{image.caption}</div> : null}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
