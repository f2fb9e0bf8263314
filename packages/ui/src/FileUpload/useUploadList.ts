import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import { compressImage } from './compressImage.ts';
import { fileUploadStrings } from './FileUpload.strings.ts';
import {
  type FileLimits,
  type FileRefusal,
  fileTypeInfo,
  formatFileSize,
  imageFileTypes,
  type SniffedFileType,
  validateFiles,
} from './validateFile.ts';

/** Uploads one file, reporting progress from 0 to 100; `signal` aborts when the file is removed. */
export type UploadFile = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>;

/** The statuses of a listed file. */
export const uploadItemStatuses = ['ready', 'uploading', 'done', 'error'] as const;
export type UploadItemStatus = (typeof uploadItemStatuses)[number];

/** A file in an upload list. */
export interface UploadItem {
  id: string;
  /** The file as uploaded: compressed when it was an image above the threshold. */
  file: File;
  /** The size before compression. */
  originalSize: number;
  type: SniffedFileType | undefined;
  status: UploadItemStatus;
  /** 0 to 100. */
  progress: number;
  /** An object URL of the file, for image thumbnails. */
  previewUrl?: string;
}

/** What the row or card of an item takes: the item, and removing or retrying it. */
export interface UploadItemViewProps {
  item: UploadItem;
  onRemove: () => void;
  onRetry: () => void;
}

export interface UploadListOptions extends FileLimits {
  compressAbove?: number;
  upload?: UploadFile;
  onChange?: (files: File[]) => void;
  withPreviews?: boolean;
}

let lastId = 0;

const isImage = (type: SniffedFileType | undefined) =>
  type !== undefined && (imageFileTypes as readonly string[]).includes(type);

/** The localised sentence saying which rule refused a file, naming the file. */
export function useRefusalMessage(limits: FileLimits): (refusal: FileRefusal) => string {
  const t = useKitStrings(fileUploadStrings);
  const { locale } = useLocale();
  const types = (limits.accept ?? []).map((type) => fileTypeInfo[type].label).join(', ');
  return (refusal) => {
    const name = refusal.file.name;
    switch (refusal.rule) {
      case 'type':
        return t('refusedType', { name, types });
      case 'empty':
        return t('refusedEmpty', { name });
      case 'size':
        return t('refusedSize', {
          name,
          size: formatFileSize(refusal.file.size, locale),
          max: formatFileSize(limits.maxSize ?? 0, locale),
        });
      case 'count':
        return t('refusedCount', { name, max: limits.maxCount ?? 0 });
      case 'ratio':
        return t('refusedRatio', {
          name,
          ratio: (limits.aspectRatio ?? []).join(':'),
          width: refusal.actual?.width ?? 0,
          height: refusal.actual?.height ?? 0,
        });
      case 'corrupt':
        return t('refusedCorrupt', { name });
    }
  };
}

/** The state of an upload list: validation, compression, previews and immediate uploads. */
export function useUploadList({
  accept,
  maxSize,
  maxCount,
  aspectRatio,
  aspectRatioTolerance,
  compressAbove,
  upload,
  onChange,
  withPreviews = false,
}: UploadListOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const current = useRef<UploadItem[]>([]);
  // Files still being checked count against the limit, so two quick drops cannot pass it together.
  const reserved = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, onChange });
  latest.current = { upload, onChange };

  const commit = useCallback((next: UploadItem[], notify: boolean) => {
    current.current = next;
    setItems(next);
    if (notify) latest.current.onChange?.(next.map((item) => item.file));
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<UploadItem>) => {
      commit(
        current.current.map((item) => (item.id === id ? { ...item, ...change } : item)),
        false,
      );
    },
    [commit],
  );

  const start = useCallback(
    async (item: UploadItem) => {
      const send = latest.current.upload;
      if (!send) return;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', progress: 0 });
      try {
        await send(
          item.file,
          (percent) => {
            if (!controller.signal.aborted) {
              patch(item.id, { progress: Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0)) });
            }
          },
          controller.signal,
        );
        if (!controller.signal.aborted) patch(item.id, { status: 'done', progress: 100 });
      } catch {
        if (!controller.signal.aborted) patch(item.id, { status: 'error' });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [patch],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const existing = current.current.length + reserved.current;
      reserved.current += files.length;
      let accepted: Awaited<ReturnType<typeof validateFiles>>['accepted'];
      let refused: FileRefusal[];
      try {
        ({ accepted, refused } = await validateFiles(
          files,
          { accept, maxSize, maxCount, aspectRatio, aspectRatioTolerance },
          existing,
        ));
      } finally {
        reserved.current -= files.length;
      }
      setRefusals(refused);
      if (accepted.length === 0) return;
      const added = await Promise.all(
        accepted.map(async ({ file, type }): Promise<UploadItem> => {
          let final = file;
          if (compressAbove !== undefined && isImage(type) && type) {
            // The declared type may lie (a renamed file): compress by what the content is.
            const typed =
              file.type === fileTypeInfo[type].mime
                ? file
                : new File([file], file.name, { type: fileTypeInfo[type].mime });
            final = await compressImage(typed, {
              threshold: compressAbove,
              allowedTypes:
                accept && accept.length > 0 ? accept.map((allowed) => fileTypeInfo[allowed].mime) : undefined,
            });
          }
          lastId += 1;
          return {
            id: `upload-${lastId}`,
            file: final,
            originalSize: file.size,
            type,
            status: 'ready',
            progress: 0,
            previewUrl: withPreviews && isImage(type) ? URL.createObjectURL(final) : undefined,
          };
        }),
      );
      commit([...current.current, ...added], true);
      for (const item of added) void start(item);
    },
    [accept, maxSize, maxCount, aspectRatio, aspectRatioTolerance, compressAbove, withPreviews, commit, start],
  );

  const remove = useCallback(
    (id: string) => {
      const item = current.current.find((candidate) => candidate.id === id);
      if (!item) return;
      controllers.current.get(id)?.abort();
      if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      commit(
        current.current.filter((candidate) => candidate.id !== id),
        true,
      );
    },
    [commit],
  );

  const retry = useCallback(
    (id: string) => {
      const item = current.current.find((candidate) => candidate.id === id);
      if (item && item.status === 'error') void start(item);
    },
    [start],
  );

  // Leaving the page: stop uploads and free the thumbnails' memory.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of current.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const itemProps = (item: UploadItem): UploadItemViewProps => ({
    item,
    onRemove: () => remove(item.id),
    onRetry: () => retry(item.id),
  });

  return { items, refusals, add, remove, retry, itemProps, dismissRefusals: () => setRefusals([]) };
}
