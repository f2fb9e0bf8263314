import {
  type DataOf,
  MEET_PHOTO_CAPTION_MAX,
  MEET_PHOTOS_MAX,
  meetPhotoDelete,
  meetPhotoDownload,
  meetPhotoEdit,
  meetPhotoList,
  meetPhotoUpload,
} from '@school-sports/gateway-client';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  PageHeader,
  ProgressBar,
  Spinner,
  TextField,
} from '@school-sports/ui';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText, failureText } from '../../i18n/translate.ts';
import { saveFile } from '../../kit/exportList.ts';
import { RowButton } from '../../kit/RowButtons.tsx';
import { StoredImage } from '../../kit/StoredImage.tsx';
import * as screens from '../../kit/screens.css.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from './gallery.css.ts';

type Photo = DataOf<typeof meetPhotoList>['photos'][number];

/** One file on its way to the gallery: its progress (0 to 100), then done or the refusal's words. */
interface Upload {
  key: number;
  name: string;
  percent: number;
  outcome: { kind: 'done' } | { kind: 'refused'; text: string } | null;
}

/**
 * `sportsMeet/demeanor/{meetId}` (k12, nf and single frames): a meet's photo gallery (风采). A grid
 * of thumbnails with captions, each opening the photo large (arrows move, Escape closes); staff
 * with the buttons upload several PNG or JPG photos at once (each with its own progress), edit
 * captions and delete photos; everyone with the screen downloads the whole gallery as one zip.
 */
export function MeetGalleryPage() {
  const meetId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const { locale } = useLocale();
  const answer = useGatewayQuery(meetPhotoList, { meetId });
  const { run, isPending } = useGatewayAction();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [caption, setCaption] = useState('');
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadOutcome, setDownloadOutcome] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const photos = answer.data?.photos ?? [];
  const name = (photo: Photo) => photo.caption || text('meets.gallery.alt', { place: photos.indexOf(photo) + 1 });
  const full = photos.length >= MEET_PHOTOS_MAX;
  const current = viewing === null ? undefined : photos[viewing];

  function patch(key: number, change: Partial<Upload>) {
    setUploads((all) => all.map((one) => (one.key === key ? { ...one, ...change } : one)));
  }

  /** Sends the chosen files one after another: each shows its own progress and outcome. */
  async function uploadAll(files: readonly File[]) {
    const queued = files.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((all) => [
      ...all.filter((one) => one.outcome === null),
      ...queued.map(({ file, key }) => ({ key, name: file.name, percent: 0, outcome: null })),
    ]);
    for (const { file, key } of queued) {
      try {
        await gateway.upload(
          meetPhotoUpload,
          { file, fields: { meetId } },
          { onProgress: (fraction) => patch(key, { percent: Math.round(fraction * 100) }) },
        );
        patch(key, { percent: 100, outcome: { kind: 'done' } });
      } catch (error) {
        patch(key, { outcome: { kind: 'refused', text: failureText(locale, error) } });
      }
      answer.reload();
    }
  }

  async function downloadAll() {
    if (downloading) return;
    setDownloading(true);
    setDownloadOutcome(null);
    try {
      const file = await gateway.download(meetPhotoDownload, { meetId });
      const fileName = file.fileName ?? 'gallery.zip';
      saveFile(file.blob, fileName);
      setDownloadOutcome({ kind: 'done', text: text('meets.gallery.downloaded', { name: fileName }) });
    } catch (error) {
      setDownloadOutcome({ kind: 'refused', text: failureText(locale, error) });
    } finally {
      setDownloading(false);
    }
  }

  async function saveCaption() {
    if (!editing) return;
    const saved = await run(meetPhotoEdit, { photoId: editing.photoId, caption }, 'success.modified');
    if (!saved) return;
    setEditing(null);
    answer.reload();
  }

  // In the large view the arrow keys move through the gallery, wherever focus is in the dialog.
  const step = useRef<(delta: number) => void>(() => {});
  step.current = (delta) => {
    if (viewing === null || photos.length === 0) return;
    setViewing((viewing + delta + photos.length) % photos.length);
  };
  useEffect(() => {
    if (viewing === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step.current(-1);
      else if (event.key === 'ArrowRight') step.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [viewing]);

  return (
    <section className={screens.screen} data-screen="sportsMeet/demeanor">
      <PageHeader
        title={answer.data ? text('meets.gallery.title', { name: answer.data.meet.name }) : text('meets.openGallery')}
        subtitle={answer.data ? text('meets.gallery.rules', { max: MEET_PHOTOS_MAX, count: photos.length }) : undefined}
        onBack={() => navigate(`../../detail/${meetId}`, { relative: 'path' })}
        actions={
          answer.data ? (
            <span className={styles.actions}>
              {can('photoUpload') && !full ? (
                <FileTrigger
                  allowsMultiple
                  acceptedFileTypes={['image/png', 'image/jpeg']}
                  onSelect={(list) => {
                    if (list) void uploadAll([...list]);
                  }}
                >
                  <Button variant="primary">{text('meets.gallery.upload')}</Button>
                </FileTrigger>
              ) : null}
              {can('export') ? (
                <Button isPending={downloading} onPress={() => void downloadAll()}>
                  {text('meets.gallery.downloadAll')}
                </Button>
              ) : null}
            </span>
          ) : null
        }
      />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {answer.isLoading && !answer.data ? <Spinner /> : null}
      {can('photoUpload') && full ? <p>{domainText(locale, 'meetPhoto.full', { max: MEET_PHOTOS_MAX })}</p> : null}
      {downloadOutcome ? (
        <p role={downloadOutcome.kind === 'refused' ? 'alert' : 'status'}>{downloadOutcome.text}</p>
      ) : null}
      {uploads.length > 0 ? (
        <section aria-label={text('meets.gallery.upload')} className={styles.uploads}>
          {uploads.map((upload) =>
            upload.outcome?.kind === 'refused' ? (
              <p key={upload.key} role="alert">
                {upload.name}: {upload.outcome.text}
              </p>
            ) : (
              <ProgressBar
                key={upload.key}
                label={
                  upload.outcome?.kind === 'done'
                    ? `${upload.name}: ${domainText(locale, 'success.added')}`
                    : upload.name
                }
                value={upload.percent}
                tone={upload.outcome?.kind === 'done' ? 'success' : 'accent'}
                showValueLabel
              />
            ),
          )}
        </section>
      ) : null}
      {answer.data && photos.length === 0 ? (
        <EmptyState title={text('meets.gallery.empty')} description={text('meets.gallery.emptyHelp')} />
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.grid} aria-label={text('meets.gallery.list')}>
          {photos.map((photo, index) => (
            <li key={photo.photoId} className={styles.card}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={text('meets.gallery.open', { name: name(photo) })}
                onClick={() => setViewing(index)}
              >
                <StoredImage className={styles.thumb} fileId={photo.thumbFileId} alt="" />
              </button>
              <p className={photo.caption ? styles.caption : styles.noCaption}>
                {photo.caption || text('meets.gallery.noCaption')}
              </p>
              <p className={styles.meta}>
                {text('meets.gallery.uploadedBy', {
                  name: photo.uploadedBy,
                  time: intl.formatDate(photo.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              <span className={styles.actions}>
                {can('photoUpload') ? (
                  <RowButton
                    action="meets.gallery.editCaption"
                    name={name(photo)}
                    onPress={() => {
                      setCaption(photo.caption);
                      setEditing(photo);
                    }}
                  />
                ) : null}
                {can('photoDelete') ? (
                  <RowButton action="common.delete" name={name(photo)} onPress={() => setDeleting(photo)} />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        isOpen={current !== undefined}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        size="large"
        title={current ? name(current) : ''}
      >
        {current ? (
          <div className={styles.large}>
            <StoredImage className={styles.largeImage} fileId={current.fileId} alt={name(current)} />
            <p aria-live="polite">
              {text('meets.gallery.counter', { current: (viewing ?? 0) + 1, total: photos.length })}
            </p>
            {photos.length > 1 ? (
              <span className={styles.actions}>
                <Button onPress={() => step.current(-1)}>{text('meets.gallery.previous')}</Button>
                <Button onPress={() => step.current(1)}>{text('meets.gallery.next')}</Button>
              </span>
            ) : null}
          </div>
        ) : null}
      </Dialog>
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={text('meets.gallery.editCaption')}
        footer={
          <>
            <Button onPress={() => setEditing(null)}>{text('common.cancel')}</Button>
            <Button variant="primary" isPending={isPending} onPress={() => void saveCaption()}>
              {text('common.save')}
            </Button>
          </>
        }
      >
        <TextField
          label={text('meets.gallery.caption')}
          maxLength={MEET_PHOTO_CAPTION_MAX}
          value={caption}
          onChange={setCaption}
          autoFocus
        />
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={text('meets.gallery.deleteTitle', { name: deleting ? name(deleting) : '' })}
        message={text('meets.gallery.deleteMessage')}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(meetPhotoDelete, { photoId: deleting.photoId }, 'success.deleted');
          // A refusal keeps the dialog open; the toast has said why.
          if (!done) throw new Error('refused');
          answer.reload();
        }}
      />
    </section>
  );
}
