// The form's field for the files a record holds (a wiki article's attachments, a meet's event
// documents), which uploads and removes them; `AttachmentList.tsx` lists them on a detail page. The gateway
// attaches the uploads when the record is saved (`files/held.ts`): a file uploaded and then taken
// out before saving is never attached, and the gateway sweeps it after a day.
import { UPLOAD_KINDS, type UploadKind } from '@school-sports/domain';
import { fileUpload } from '@school-sports/gateway-client';
import { Button, FieldGroup, FileUpload } from '@school-sports/ui';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gateway } from '../session/gateway.ts';
import type { AttachedFile } from './AttachmentList.tsx';
import * as css from './Attachments.css.ts';

/** The upload kinds of documents a record holds (spreadsheets, Word files and PDFs). */
type DocumentKind = Extract<UploadKind, 'wikiAttachment' | 'eventDocument' | 'lessonDocument'>;

export interface AttachmentsFieldProps {
  /** The field's label, and the drop zone's. */
  label: string;
  pickLabel: string;
  /** The upload kind, one of the documents': its types, size and the gateway's checks. */
  kind: DocumentKind;
  maxCount: number;
  /** The ids the record will hold when saved, in order. */
  value: string[];
  /** The files the record held when the form opened (their names). */
  saved: readonly AttachedFile[];
  onChange: (ids: string[]) => void;
  errorMessage?: string;
}

/**
 * The form's field for a record's files: the ones it holds, each with its remove button, then a
 * drop zone that uploads new ones (with progress and cancel) and lists them until saved.
 */
export function AttachmentsField({
  label,
  pickLabel,
  kind,
  maxCount,
  value,
  saved,
  onChange,
  errorMessage,
}: AttachmentsFieldProps) {
  const intl = useIntl();
  // The uploads of this visit, by the file picked: the drop zone tells which of them stay listed.
  const uploaded = useRef(new Map<File, string>());
  const kept = saved.filter((file) => value.includes(file.fileId));
  const rules = UPLOAD_KINDS[kind];
  return (
    <FieldGroup label={label} errorMessage={errorMessage}>
      {kept.length > 0 ? (
        <ul className={css.list}>
          {kept.map((file) => (
            <li key={file.fileId} className={css.item}>
              <span>{file.name}</span>
              <Button
                size="small"
                variant="ghost"
                aria-label={`${intl.formatMessage({ id: 'common.remove' })} ${file.name}`}
                onPress={() => onChange(value.filter((id) => id !== file.fileId))}
              >
                <FormattedMessage id="common.remove" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FileUpload
        label={pickLabel}
        accept={rules.types}
        maxSize={rules.maxBytes}
        maxCount={maxCount}
        upload={async (file, onProgress, signal) => {
          const stored = await gateway.upload(
            fileUpload,
            { file, fields: { kind } },
            { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
          );
          uploaded.current.set(file, stored.fileId);
          onChange([...new Set([...value, stored.fileId])]);
          return stored;
        }}
        onChange={(files) => {
          const listed = new Set(files.map((file) => uploaded.current.get(file)));
          const fresh = new Set(uploaded.current.values());
          onChange(value.filter((id) => !fresh.has(id) || listed.has(id)));
        }}
      />
    </FieldGroup>
  );
}
