import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  DropZone,
  FileTrigger,
  Heading,
  Link,
  Modal,
  ModalOverlay,
  ProgressBar,
  useLocale,
} from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { StrokeIcon } from '../Field/icons.tsx';
import { fileTypeInfo, sniffFile } from '../FileUpload/validateFile.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './ImportDialog.css.ts';
import { importDialogStrings } from './ImportDialog.strings.ts';
import { useImportProgress } from './useImportProgress.ts';

/** SPEC 4's statuses of an import: 0 choose a file, 1 uploading, 2 finished. */
export const importStatuses = [0, 1, 2] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** What the server answers to an import. */
export interface ImportResult {
  /** How many rows were created. */
  successCount: number;
  /** How many rows failed. */
  failureCount: number;
  /** The failed rows with the reason of each, for the person to fix and upload again. */
  failureFile?: Blob;
  /** The name the failure file downloads under; a localised default when missing. */
  failureFileName?: string;
}

/**
 * How far the server has got with an upload, in rows: checking them (how many so far), then
 * writing those that passed (`done` of `total`).
 */
export interface ImportRows {
  phase: 'checking' | 'writing';
  done: number;
  total: number | null;
}

export interface ImportDialogProps {
  /** The dialog's title, e.g. 'Import students'. */
  title: ReactNode;
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes; closing during an upload aborts it. */
  onOpenChange?: (isOpen: boolean) => void;
  /** A button that opens the dialog; without one, open it through `isOpen`. */
  trigger?: ReactNode;
  /** Where the import template downloads from. */
  templateHref?: string;
  /** The name the template downloads under. */
  templateName?: string;
  /**
   * Downloads the template where a plain link cannot (the template needs the signed-in session):
   * shown as the same "download template" action, in place of `templateHref`.
   */
  onTemplateDownload?: () => void;
  /** Fields to fill before uploading (e.g. academic year and semester), shown above the upload. */
  requiredFields?: ReactNode;
  /**
   * Whether the required fields are filled: until then the upload is blocked and a hint shows.
   * @default true
   */
  isReady?: boolean;
  /** The hint shown while not ready; a localised generic one when missing. */
  notReadyHint?: ReactNode;
  /**
   * Uploads the chosen `.xlsx` file and resolves with the counts; rejects with an `Error` whose
   * message is shown. `signal` aborts when the dialog closes mid-upload. Where the server tells
   * how far it has got, `onRows` passes it on: the bar then shows the rows, not only the time.
   */
  onUpload: (file: File, options: { signal: AbortSignal; onRows: (rows: ImportRows) => void }) => Promise<ImportResult>;
  /** Called once an upload has finished, with its result. */
  onFinished?: (result: ImportResult) => void;
}

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** A notice's icon: a ring with a mark in it, drawn as `d` in a stroke of `strokeWidth`. */
function RingIcon({ className, d, strokeWidth }: { className: string; d: string; strokeWidth: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeWidth="1.5" />
      <path d={d} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}

function InfoIcon({ className }: { className: string }) {
  return <RingIcon className={className} d="M8 7v4M8 4.8v.1" strokeWidth="1.6" />;
}

function ErrorIcon({ className }: { className: string }) {
  return <RingIcon className={className} d="m5.8 5.8 4.4 4.4m0-4.4-4.4 4.4" strokeWidth="1.5" />;
}

function DownloadIcon() {
  return <StrokeIcon d="M8 2.5v7.5m0 0L5 7m3 3 3-3M3 12.5h10" size={14} />;
}

function SpreadsheetIcon() {
  return (
    <svg className={css.dropIcon} viewBox="0 0 40 40" fill="none" aria-hidden="true">
      <path d="M10 4h14l8 8v22a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" stroke="currentColor" strokeWidth="2" />
      <path d="M24 4v8h8" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13 19h14M13 24h14M13 29h14M20 19v10" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

const xlsx = fileTypeInfo.xlsx;

type BodyProps = Omit<ImportDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'trigger'> & {
  close: () => void;
};

function ImportBody({
  close,
  title,
  templateHref,
  templateName,
  onTemplateDownload,
  requiredFields,
  isReady = true,
  notReadyHint,
  onUpload,
  onFinished,
}: BodyProps) {
  const t = useKitStrings(importDialogStrings);
  const [status, setStatus] = useState<ImportStatus>(0);
  const [fileName, setFileName] = useState('');
  const [message, setMessage] = useState<string>();
  const [result, setResult] = useState<ImportResult>();
  const controller = useRef<AbortController | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const chooseRef = useRef<HTMLDivElement>(null);
  const focusChoose = () => requestAnimationFrame(() => chooseRef.current?.querySelector('button')?.focus());
  const failureUrl = useObjectUrl(result?.failureFile);
  const [rows, setRows] = useState<ImportRows | null>(null);
  const { locale } = useLocale();
  const timed = useImportProgress(status === 1, status === 2);
  // Rows written of those to write, once the server says; until then the bar moves with time.
  const percent =
    status === 1 && rows?.phase === 'writing' && rows.total
      ? Math.min(99, Math.max(timed, Math.floor((rows.done / rows.total) * 100)))
      : timed;
  const number = new Intl.NumberFormat(locale);
  const rowsText =
    rows === null
      ? null
      : rows.phase === 'checking'
        ? t('checkedRows', { count: rows.done, done: number.format(rows.done) })
        : t('writtenRows', {
            count: rows.total ?? 0,
            done: number.format(rows.done),
            total: number.format(rows.total ?? 0),
          });

  // Closing the dialog unmounts this body: an upload still running is aborted, without a question.
  useEffect(() => () => controller.current?.abort(), []);

  // The control that had focus disappears with each status: keep focus inside, on the new content.
  useEffect(() => {
    if (status !== 0) statusRef.current?.focus();
  }, [status]);

  const upload = async (files: readonly File[]) => {
    if (!isReady || status !== 0) return;
    setMessage(undefined);
    const [file, ...others] = files;
    if (others.length > 0) {
      setMessage(t('tooMany'));
      return;
    }
    if (!file || !/\.xlsx$/i.test(file.name) || (await sniffFile(file)) !== 'xlsx') {
      setMessage(t('wrongType'));
      return;
    }
    const running = new AbortController();
    controller.current = running;
    setFileName(file.name);
    setRows(null);
    setStatus(1);
    try {
      const answer = await onUpload(file, {
        signal: running.signal,
        onRows: (next) => {
          if (!running.signal.aborted) setRows(next);
        },
      });
      if (running.signal.aborted) return;
      setResult(answer);
      setStatus(2);
      onFinished?.(answer);
    } catch (error) {
      if (running.signal.aborted) return;
      setMessage(
        error instanceof Error && error.message
          ? t('uploadFailed', { message: error.message })
          : t('uploadFailedGeneric'),
      );
      setStatus(0);
      focusChoose();
    } finally {
      if (controller.current === running) controller.current = null;
    }
  };

  const again = () => {
    setResult(undefined);
    setFileName('');
    setMessage(undefined);
    setStatus(0);
    focusChoose();
  };

  const failures = result ? Math.max(0, result.failureCount) : 0;

  return (
    <>
      <div className={css.header}>
        <Heading slot="title" className={css.title}>
          {title}
        </Heading>
        <AriaButton className={css.closeButton} aria-label={t('close')} onPress={close}>
          <svg viewBox="0 0 16 16" width="14" height="14" fill="none" aria-hidden="true">
            <path d="m3.5 3.5 9 9m0-9-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </AriaButton>
      </div>
      <div className={css.body} data-status={status}>
        {requiredFields && status === 0 ? <div className={css.required}>{requiredFields}</div> : null}
        {status === 0 ? (
          <>
            {templateHref || onTemplateDownload ? (
              <div className={css.template}>
                <span>{t('templateIntro')}</span>
                {onTemplateDownload ? (
                  <Link className={css.link} onPress={onTemplateDownload}>
                    <DownloadIcon />
                    {t('downloadTemplate')}
                  </Link>
                ) : (
                  <Link className={css.link} href={templateHref} download={templateName ?? true}>
                    <DownloadIcon />
                    {t('downloadTemplate')}
                  </Link>
                )}
              </div>
            ) : null}
            {isReady ? null : (
              <div className={css.warning}>
                <InfoIcon className={css.warningIcon} />
                <span>{notReadyHint ?? t('notReady')}</span>
              </div>
            )}
            <DropZone
              className={css.dropZone}
              aria-label={t('dropZone')}
              isDisabled={!isReady}
              getDropOperation={() => (isReady ? 'copy' : 'cancel')}
              onDrop={async (event) => {
                const files = await Promise.all(
                  event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
                );
                await upload(event.items.length > files.length && files.length === 0 ? [] : files);
              }}
            >
              <SpreadsheetIcon />
              <div className={css.dropText} ref={chooseRef}>
                <span>{t('dropHint')}</span>
                <FileTrigger
                  acceptedFileTypes={[...xlsx.extensions, xlsx.mime]}
                  onSelect={(list) => void upload(list ? Array.from(list) : [])}
                >
                  <Button variant="primary" isDisabled={!isReady}>
                    {t('chooseFile')}
                  </Button>
                </FileTrigger>
              </div>
              <span className={css.hint}>{t('acceptHint')}</span>
            </DropZone>
            {message ? (
              <div className={css.error} role="alert">
                <ErrorIcon className={css.errorIcon} />
                <span>{message}</span>
              </div>
            ) : null}
          </>
        ) : null}
        {status === 1 ? (
          <div className={css.progress} ref={statusRef} tabIndex={-1}>
            <ProgressBar value={percent} aria-label={t('progress')}>
              {({ valueText }) => (
                <>
                  <div className={css.progressHead}>
                    <span className={css.fileName}>{t('uploading', { name: fileName })}</span>
                    <span>{valueText}</span>
                  </div>
                  <div className={css.track}>
                    <div className={css.fill} style={{ width: `${percent}%` }} />
                  </div>
                  {rowsText ? <span className={css.rows}>{rowsText}</span> : null}
                </>
              )}
            </ProgressBar>
          </div>
        ) : null}
        {status === 2 && result ? (
          <div className={css.result} ref={statusRef} tabIndex={-1} role="status">
            <svg
              className={failures > 0 ? css.partialIcon : css.successIcon}
              viewBox="0 0 48 48"
              fill="none"
              aria-hidden="true"
            >
              <circle cx="24" cy="24" r="21" stroke="currentColor" strokeWidth="3" />
              {failures > 0 ? (
                <path d="M24 13v14M24 33v1" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" />
              ) : (
                <path d="m15 24.5 6.5 6.5L33 18" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" />
              )}
            </svg>
            <span className={css.resultTitle}>{t('finished')}</span>
            <span className={css.fileName}>{fileName}</span>
            <div className={css.counts}>
              <span className={css.createdCount}>{t('created', { count: Math.max(0, result.successCount) })}</span>
              {failures > 0 ? <span className={css.failedCount}>{t('failed', { count: failures })}</span> : null}
            </div>
            {failures > 0 ? (
              <>
                <span className={css.hint}>{t('fixHint')}</span>
                {failureUrl ? (
                  <Link
                    className={css.downloadButton}
                    href={failureUrl}
                    download={result.failureFileName ?? t('failureFileName')}
                  >
                    <DownloadIcon />
                    {t('downloadFailures')}
                  </Link>
                ) : null}
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={css.footer}>
        {status === 2 ? (
          <>
            <Button onPress={again}>{t('importAnother')}</Button>
            <Button variant="primary" onPress={close}>
              {t('done')}
            </Button>
          </>
        ) : (
          <Button onPress={close}>{t('cancel')}</Button>
        )}
      </div>
    </>
  );
}

/**
 * The bulk Excel import of SPEC 4: choose a `.xlsx` file (after any required fields), watch it
 * upload, then read how many rows were created and download the failed ones to fix and re-upload.
 *
 * Accessibility: A modal dialog named by its title: focus is trapped inside and Escape closes it.
 * The file chooser is a button reached with Tab (Enter or Space opens it), upload progress is a
 * progress bar, and the result and any errors are announced as they appear.
 */
export function ImportDialog({ isOpen, defaultOpen, onOpenChange, trigger, ...body }: ImportDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const state = { isOpen: open, onOpenChange: setOpen };

  const overlay = (
    <ModalOverlay className={css.overlay} isDismissable {...(trigger ? {} : state)}>
      <Modal className={css.modal}>
        <Dialog className={css.dialog}>{({ close }) => <ImportBody {...body} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );

  return trigger ? (
    <DialogTrigger {...state}>
      {trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}
